import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { as, createUser, login } from '../../test/factories.ts';

/** Creates an invitation as `token`'s pastor; answers it (201 expected). */
export async function invite(app: FastifyInstance, token: string, payload: Record<string, unknown> = {}) {
  const res = await as(app, token)({ method: 'POST', url: '/api/community/invitations', payload });
  if (res.statusCode !== 201) throw new Error(`invite: ${res.statusCode} ${res.body}`);
  return res.json() as { id: string; code: string; url: string };
}

/** A registered person with no community, signed in: their user and token. */
export async function personWithoutCommunity(app: FastifyInstance, db: Db) {
  const user = await createUser(db);
  return { user, token: await login(app, user.email) };
}

/** POST /api/invitations/{code}/accept as `token`, from `ip`. */
export function accept(app: FastifyInstance, token: string, code: string, ip = '127.0.0.1') {
  return as(app, token)({ method: 'POST', url: `/api/invitations/${code}/accept`, remoteAddress: ip });
}
