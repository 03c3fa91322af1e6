import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { as, createMember, createTwoCommunities, createUser, login } from '../../test/factories.ts';
import { maskEmail } from './members.service.ts';

/** GET /community/users/by-document/{document}: what it tells, to whom, how often, and its trace. */
const kit = useTestApp({ lookupLimit: { max: 5, windowMs: 15 * 60 * 1000 } });
let cast: Awaited<ReturnType<typeof createTwoCommunities>>;
beforeAll(async () => {
  cast = await createTwoCommunities(kit.t.app, kit.t.database.db);
});

const lookup = (token: string, document: string) =>
  as(
    kit.t.app,
    token,
  )({ method: 'GET', url: `/api/community/users/by-document/${document}`, remoteAddress: '10.9.8.7' });

describe('looking a person up by document', () => {
  it('tells a pastor of another community nothing to contact the person with', async () => {
    const res = await lookup(cast.b.tokens.pastor, cast.a.member.user.documentNumber);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['documentNumber', 'emailHint', 'membership', 'name']);
    expect(body.emailHint).not.toBe(cast.a.member.user.email);
    expect(body.emailHint).toMatch(/^.{0,2}•{3,}@p•{3,}\.test$/);
    expect(JSON.stringify(body)).not.toContain(cast.a.member.user.id);
    // Whether they belong is told for the caller's own community only.
    expect(body.membership).toBeNull();
    const own = await lookup(cast.a.tokens.pastor, cast.a.member.user.documentNumber);
    expect(own.json().membership).toMatchObject({ role: 'MEMBER', isActive: true });
  });

  it('masks the email enough that it cannot be used to write to the person', () => {
    expect(maskEmail('maria.lopez@gmail.com')).toBe('ma•••••••••@g••••.com');
    // A one- or two-letter name shows nothing of itself; a personal domain only its first letter.
    expect(maskEmail('a@familia-rey.co')).toBe('•••@f••••••••••.co');
    expect(maskEmail('jo@rey.org')).toBe('•••@r•••.org');
  });

  it('writes every lookup, found or not, to the caller’s audit log', async () => {
    const person = await createUser(kit.t.database.db, { documentNumber: '44400111' });
    await lookup(cast.a.tokens.pastor, '44400111');
    await lookup(cast.a.tokens.pastor, '44400999');
    const entries = await kit.t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.communityId, cast.a.community.id), eq(auditLog.action, 'lookup')));
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          actorUserId: cast.a.pastor.user.id,
          objectType: 'user',
          objectId: person.id,
          changes: { documentNumber: '44400111', found: true },
          ip: '10.9.8.7',
        }),
        expect.objectContaining({ objectId: null, changes: { documentNumber: '44400999', found: false } }),
      ]),
    );
  });

  it('is limited per pastor account (429 in Spanish), without limiting other pastors', async () => {
    const pastor2 = await createMember(kit.t.database.db, cast.b.community.id, { role: 'COMMUNITY_ADMIN' });
    const token = await login(kit.t.app, pastor2.user.email);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await lookup(token, `9990${i}`)).statusCode);
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429, 429]);
    const over = await lookup(token, '99900');
    expect(over.json()).toMatchObject({
      code: 'TOO_MANY_ATTEMPTS_LATER',
      message: 'Demasiadas solicitudes seguidas. Espera unos minutos e inténtalo de nuevo.',
    });
    expect((await lookup(cast.b.tokens.pastor, '99900')).statusCode).toBe(404);
  });
});
