import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, invitations, memberships } from '../../db/schema.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { as, createMember, createTwoCommunities, login } from '../../test/factories.ts';
import { invite, personWithoutCommunity } from './invitations.test-kit.ts';

const kit = useTestApp({ publicUrl: 'https://iglesia.example.org' });
let cast: Awaited<ReturnType<typeof createTwoCommunities>>;
beforeAll(async () => {
  cast = await createTwoCommunities(kit.t.app, kit.t.database.db);
});
const pastorA = () => as(kit.t.app, cast.a.tokens.pastor);
const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString();

describe('POST /api/community/invitations', () => {
  it('gives a pastor a link with an unguessable code, the role, expiry and uses', async () => {
    const expiresAt = inDays(7);
    const res = await pastorA()({
      method: 'POST',
      url: '/api/community/invitations',
      payload: { role: 'GUEST', expiresAt, maxUses: 50 },
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      role: 'GUEST',
      expiresAt,
      maxUses: 50,
      uses: 0,
      revokedAt: null,
      valid: true,
      reason: null,
      createdBy: { name: cast.a.pastor.user.name },
    });
    expect(body.code).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(body.url).toBe(`https://iglesia.example.org/app/unirse/${body.code}`);
    const [entry] = await kit.t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'invitation'), eq(auditLog.objectId, body.id)));
    expect(entry).toMatchObject({ action: 'create', actorUserId: cast.a.pastor.user.id });
    expect(JSON.stringify(entry!.changes)).not.toContain(body.code);
  });

  it('defaults to a member invitation with no expiry and unlimited uses', async () => {
    const body = await invite(kit.t.app, cast.a.tokens.pastor);
    expect(body).toMatchObject({ role: 'MEMBER', expiresAt: null, maxUses: null, valid: true });
  });

  it('refuses, in Spanish, a past or too distant expiry, other roles and impossible uses', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ expiresAt: inDays(-1) }, 'expiresAt', 'La fecha de vencimiento debe ser posterior a este momento'],
      [{ expiresAt: inDays(400) }, 'expiresAt', 'La fecha de vencimiento no puede superar un año'],
      [{ expiresAt: 'mañana' }, 'expiresAt', 'La fecha de vencimiento no es válida'],
      [{ role: 'COMMUNITY_ADMIN' }, 'role', 'El rol de la invitación debe ser Invitado o Miembro'],
      [{ maxUses: 0 }, 'maxUses', 'El número de usos debe ser un entero entre 1 y 10.000'],
      [{ maxUses: 10_001 }, 'maxUses', 'El número de usos debe ser un entero entre 1 y 10.000'],
    ];
    const before = await kit.t.database.db.select().from(invitations);
    for (const [payload, path, message] of cases) {
      const res = await pastorA()({ method: 'POST', url: '/api/community/invitations', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().issues).toContainEqual({ path, message });
    }
    expect(await kit.t.database.db.select().from(invitations)).toHaveLength(before.length);
  });

  it('is for pastors only: helpers, members and guests get 403, no session 401', async () => {
    const guest = await createMember(kit.t.database.db, cast.a.community.id, { role: 'GUEST' });
    const tokens = [cast.a.tokens.helper, cast.a.tokens.member, await login(kit.t.app, guest.user.email)];
    const calls = [
      { method: 'POST' as const, url: '/api/community/invitations', payload: { role: 'MEMBER' } },
      { method: 'GET' as const, url: '/api/community/invitations' },
      {
        method: 'DELETE' as const,
        url: `/api/community/invitations/${(await invite(kit.t.app, cast.a.tokens.pastor)).id}`,
      },
    ];
    for (const call of calls) {
      for (const token of tokens) expect((await as(kit.t.app, token)(call)).statusCode, call.url).toBe(403);
      expect((await kit.t.app.inject(call)).statusCode, call.url).toBe(401);
    }
  });
});

describe('GET /api/community/invitations', () => {
  it('lists the community’s invitations newest first, paginated, with uses and validity', async () => {
    const first = await invite(kit.t.app, cast.a.tokens.pastor, { maxUses: 1 });
    const second = await invite(kit.t.app, cast.a.tokens.pastor);
    await pastorA()({ method: 'DELETE', url: `/api/community/invitations/${second.id}` });
    const res = await pastorA()({ method: 'GET', url: '/api/community/invitations?limit=2' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.pagination).toMatchObject({ page: 1, limit: 2, hasMore: true });
    expect(body.items.map((i: { id: string }) => i.id)).toEqual([second.id, first.id]);
    expect(body.items[0]).toMatchObject({ valid: false, reason: 'REVOKED', uses: 0 });
    expect(body.items[1]).toMatchObject({ valid: true, reason: null, maxUses: 1, uses: 0 });
    expect(body.items[1].url).toBe(`https://iglesia.example.org/app/unirse/${first.code}`);
  });
});

describe('DELETE /api/community/invitations/{id}', () => {
  it('revokes once: again answers it unchanged; the code then reads REVOKED and cannot be used', async () => {
    const inv = await invite(kit.t.app, cast.a.tokens.pastor);
    const res = await pastorA()({ method: 'DELETE', url: `/api/community/invitations/${inv.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ valid: false, reason: 'REVOKED' });
    const revokedAt = res.json().revokedAt;
    expect(revokedAt).toEqual(expect.any(String));
    const again = await pastorA()({ method: 'DELETE', url: `/api/community/invitations/${inv.id}` });
    expect(again.statusCode).toBe(200);
    expect(again.json().revokedAt).toBe(revokedAt);
    const entries = await kit.t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectId, inv.id), eq(auditLog.action, 'deactivate')));
    expect(entries).toHaveLength(1);
    const read = await kit.t.app.inject({ method: 'GET', url: `/api/invitations/${inv.code}` });
    expect(read.json()).toEqual({
      community: { name: 'Comunidad Alfa' },
      role: 'MEMBER',
      valid: false,
      reason: 'REVOKED',
    });
    const person = await personWithoutCommunity(kit.t.app, kit.t.database.db);
    const join = await as(
      kit.t.app,
      person.token,
    )({ method: 'POST', url: `/api/invitations/${inv.code}/accept` });
    expect(join.statusCode).toBe(410);
    expect(join.json()).toMatchObject({
      code: 'INVITATION_REVOKED',
      message: 'Esta invitación fue anulada. Pide un enlace nuevo a tu pastor.',
    });
  });

  it('answers 404 to an id that is not one', async () => {
    const res = await pastorA()({ method: 'DELETE', url: '/api/community/invitations/no-es-un-id' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('INVITATION_NOT_FOUND');
  });
});

describe('GET /api/invitations/{code}', () => {
  it('shows anyone the community and the role, and answers an unknown code 404 in Spanish', async () => {
    const inv = await invite(kit.t.app, cast.a.tokens.pastor, { role: 'GUEST' });
    const res = await kit.t.app.inject({ method: 'GET', url: `/api/invitations/${inv.code}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ community: { name: 'Comunidad Alfa' }, role: 'GUEST', valid: true });
    const unknown = await kit.t.app.inject({ method: 'GET', url: `/api/invitations/${'x'.repeat(24)}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 'INVITATION_NOT_FOUND',
      message: 'La invitación no existe. Revisa el enlace o el código.',
    });
  });

  it('tells an expired invitation, and a join then answers 410', async () => {
    const inv = await invite(kit.t.app, cast.a.tokens.pastor, { expiresAt: inDays(1) });
    await kit.t.database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, inv.id));
    const read = await kit.t.app.inject({ method: 'GET', url: `/api/invitations/${inv.code}` });
    expect(read.json()).toMatchObject({ valid: false, reason: 'EXPIRED' });
    const person = await personWithoutCommunity(kit.t.app, kit.t.database.db);
    const join = await as(
      kit.t.app,
      person.token,
    )({ method: 'POST', url: `/api/invitations/${inv.code}/accept` });
    expect(join.statusCode).toBe(410);
    expect(join.json().message).toBe('Esta invitación ya venció. Pide un enlace nuevo a tu pastor.');
    const [row] = await kit.t.database.db.select().from(invitations).where(eq(invitations.id, inv.id));
    expect(row!.uses).toBe(0);
  });
});

describe('memberships made by invitations', () => {
  it('are the community’s own: the list of another community never shows them', async () => {
    const inv = await invite(kit.t.app, cast.a.tokens.pastor);
    const person = await personWithoutCommunity(kit.t.app, kit.t.database.db);
    const join = await as(
      kit.t.app,
      person.token,
    )({ method: 'POST', url: `/api/invitations/${inv.code}/accept` });
    expect(join.statusCode, join.body).toBe(201);
    const rows = await kit.t.database.db
      .select()
      .from(memberships)
      .where(eq(memberships.userId, person.user.id));
    expect(rows.map((r) => r.communityId)).toEqual([cast.a.community.id]);
  });
});
