import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, invitations, memberships } from '../../db/schema.ts';
import { buildTestApp, useTestApp } from '../../test/build-test-app.ts';
import { as, createCommunity, createMember, createTwoCommunities, login } from '../../test/factories.ts';
import { accept, invite, personWithoutCommunity } from './invitations.test-kit.ts';

const kit = useTestApp();
let cast: Awaited<ReturnType<typeof createTwoCommunities>>;
beforeAll(async () => {
  cast = await createTwoCommunities(kit.t.app, kit.t.database.db);
});
const pastorA = () => as(kit.t.app, cast.a.tokens.pastor);

describe('POST /api/invitations/{code}/accept', () => {
  it('a new person signs up, signs in and joins: member at once, in the list, the stats and the log', async () => {
    const inv = await invite(kit.t.app, cast.a.tokens.pastor, { role: 'GUEST', maxUses: 3 });
    expect(inv.url).toMatch(/^http:\/\/localhost(:\d+)?\/app\/unirse\/[A-Za-z0-9_-]{24}$/);
    const statsBefore = (await pastorA()({ method: 'GET', url: '/api/community/stats' })).json();
    const signUp = await kit.t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'Lucía Nueva',
        email: 'lucia.nueva@correo.test',
        password: 'una-clave-larga-y-rara',
        documentNumber: '55001122',
      },
    });
    expect(signUp.statusCode).toBe(201);
    const session = await kit.t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'lucia.nueva@correo.test', password: 'una-clave-larga-y-rara' },
    });
    expect(session.json().user).toMatchObject({ type: 'user', communityId: null });
    const res = await accept(kit.t.app, session.json().access_token, inv.code);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.user).toMatchObject({
      role: 'GUEST',
      communityId: cast.a.community.id,
      name: 'Lucía Nueva',
      type: 'community',
    });
    expect(body.membership).toMatchObject({
      role: 'GUEST',
      isActive: true,
      community: { name: 'Comunidad Alfa' },
      user: { name: 'Lucía Nueva', documentNumber: '55001122' },
    });
    // The new token is a session in the community.
    const profile = await as(
      kit.t.app,
      body.access_token,
    )({ method: 'GET', url: '/api/community/users/profile' });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ role: 'GUEST', communityId: cast.a.community.id });
    const list = await pastorA()({ method: 'GET', url: '/api/community/members?search=Lucía' });
    expect(list.json().items.map((m: { id: string }) => m.id)).toEqual([body.membership.id]);
    const stats = (await pastorA()({ method: 'GET', url: '/api/community/stats' })).json();
    expect(stats.totalMembers).toBe(statsBefore.totalMembers + 1);
    expect(stats.byRole.GUEST).toBe(statsBefore.byRole.GUEST + 1);
    expect(stats.newThisMonth).toBe(statsBefore.newThisMonth + 1);
    const [entry] = await kit.t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'membership'), eq(auditLog.objectId, body.membership.id)));
    expect(entry).toMatchObject({
      action: 'create',
      communityId: cast.a.community.id,
      actorName: 'Lucía Nueva',
      changes: { user: 'Lucía Nueva', role: 'GUEST', invitation: inv.id },
    });
    const [row] = await kit.t.database.db.select().from(invitations).where(eq(invitations.id, inv.id));
    expect(row!.uses).toBe(1);
  });

  it('a member of another community joins too, and keeps their first community', async () => {
    const inv = await invite(kit.t.app, cast.a.tokens.pastor);
    const res = await accept(kit.t.app, cast.b.tokens.member, inv.code);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().user.communityId).toBe(cast.a.community.id);
    const rows = await kit.t.database.db
      .select()
      .from(memberships)
      .where(eq(memberships.userId, cast.b.member.user.id));
    expect(rows.map((r) => r.communityId).sort()).toEqual([cast.a.community.id, cast.b.community.id].sort());
    // The old token still works in the first community.
    const own = await as(
      kit.t.app,
      cast.b.tokens.member,
    )({ method: 'GET', url: '/api/community/users/profile' });
    expect(own.json().communityId).toBe(cast.b.community.id);
  });

  it('answers an active member 409 and counts no use', async () => {
    const inv = await invite(kit.t.app, cast.a.tokens.pastor, { maxUses: 1 });
    const res = await accept(kit.t.app, cast.a.tokens.member, inv.code);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'ALREADY_MEMBER',
      message: 'Ya eres miembro activo de esta comunidad',
    });
    const [row] = await kit.t.database.db.select().from(invitations).where(eq(invitations.id, inv.id));
    expect(row!.uses).toBe(0);
  });

  it('never undoes a pastor’s removal: a deactivated member gets 403 and counts no use', async () => {
    const elsewhere = await createMember(kit.t.database.db, cast.b.community.id);
    const [former] = await kit.t.database.db
      .insert(memberships)
      .values({
        communityId: cast.a.community.id,
        userId: elsewhere.user.id,
        role: 'COMMUNITY_ADMIN',
        isActive: false,
      })
      .returning();
    const inv = await invite(kit.t.app, cast.a.tokens.pastor, { role: 'GUEST', maxUses: 1 });
    const res = await accept(kit.t.app, await login(kit.t.app, elsewhere.user.email), inv.code);
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'REMOVED_FROM_COMMUNITY',
      message: 'Un pastor de esta comunidad te desactivó. Pídele que te reactive.',
    });
    const [still] = await kit.t.database.db.select().from(memberships).where(eq(memberships.id, former!.id));
    expect(still).toMatchObject({ isActive: false, role: 'COMMUNITY_ADMIN' });
    const [row] = await kit.t.database.db.select().from(invitations).where(eq(invitations.id, inv.id));
    expect(row!.uses).toBe(0);
  });

  it('needs a session: 401 without one, 404 for an unknown code', async () => {
    const inv = await invite(kit.t.app, cast.a.tokens.pastor);
    const anonymous = await kit.t.app.inject({ method: 'POST', url: `/api/invitations/${inv.code}/accept` });
    expect(anonymous.statusCode).toBe(401);
    const person = await personWithoutCommunity(kit.t.app, kit.t.database.db);
    const unknown = await accept(kit.t.app, person.token, 'c'.repeat(24));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('INVITATION_NOT_FOUND');
  });

  it('20 people joining at once on a 5-use invitation make exactly 5 members; the rest get 410', async () => {
    const community = await createCommunity(kit.t.database.db, { name: 'Comunidad Cinco' });
    const pastor = await createMember(kit.t.database.db, community.id, { role: 'COMMUNITY_ADMIN' });
    const inv = await invite(kit.t.app, await login(kit.t.app, pastor.user.email), { maxUses: 5 });
    const people = [];
    for (let i = 0; i < 20; i++) people.push(await personWithoutCommunity(kit.t.app, kit.t.database.db));
    const answers = await Promise.all(people.map((p) => accept(kit.t.app, p.token, inv.code)));
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([...Array(5).fill(201), ...Array(15).fill(410)]);
    for (const r of answers.filter((a) => a.statusCode === 410)) {
      expect(r.json().code).toBe('INVITATION_USED_UP');
    }
    const joined = await kit.t.database.db
      .select()
      .from(memberships)
      .where(and(eq(memberships.communityId, community.id), eq(memberships.role, 'MEMBER')));
    expect(joined).toHaveLength(5);
    const [row] = await kit.t.database.db.select().from(invitations).where(eq(invitations.id, inv.id));
    expect(row!.uses).toBe(5);
    const read = await kit.t.app.inject({ method: 'GET', url: `/api/invitations/${inv.code}` });
    expect(read.json()).toMatchObject({ valid: false, reason: 'USED_UP' });
  });
});

describe('guessing codes', () => {
  it('stops an address after 3 unknown codes (429 in Spanish); found codes and other addresses go on', async () => {
    const limited = await buildTestApp({ guessLimit: { max: 3, windowMs: 15 * 60 * 1000 } });
    try {
      const { a } = await createTwoCommunities(limited.app, limited.database.db);
      const inv = await invite(limited.app, a.tokens.pastor);
      const read = (code: string, ip: string) =>
        limited.app.inject({ method: 'GET', url: `/api/invitations/${code}`, remoteAddress: ip });
      // Known codes do not use the limit up.
      for (let i = 0; i < 5; i++) expect((await read(inv.code, '10.70.0.1')).statusCode).toBe(200);
      for (let i = 0; i < 3; i++)
        expect((await read(`adivinado${i}`.padEnd(24, 'x'), '10.70.0.1')).statusCode).toBe(404);
      const over = await read('adivinado9'.padEnd(24, 'x'), '10.70.0.1');
      expect(over.statusCode).toBe(429);
      expect(over.json()).toMatchObject({
        code: 'TOO_MANY_ATTEMPTS_LATER',
        message: 'Demasiadas solicitudes seguidas. Espera unos minutos e inténtalo de nuevo.',
      });
      // Joining counts against the same address…
      const person = await personWithoutCommunity(limited.app, limited.database.db);
      expect((await accept(limited.app, person.token, inv.code, '10.70.0.1')).statusCode).toBe(429);
      // …and another address is not stopped.
      expect((await read(inv.code, '10.70.0.2')).statusCode).toBe(200);
      expect((await accept(limited.app, person.token, inv.code, '10.70.0.2')).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe('a join sent twice with one Idempotency-Key', () => {
  it('answers the retry with the first answer, once joined', async () => {
    const inv = await invite(kit.t.app, cast.a.tokens.pastor, { maxUses: 2 });
    const person = await personWithoutCommunity(kit.t.app, kit.t.database.db);
    const send = () =>
      as(
        kit.t.app,
        person.token,
      )({
        method: 'POST',
        url: `/api/invitations/${inv.code}/accept`,
        headers: { 'idempotency-key': 'unirse-1' },
      });
    const first = await send();
    expect(first.statusCode, first.body).toBe(201);
    const again = await send();
    expect(again.statusCode).toBe(201);
    expect(again.json().membership.id).toBe(first.json().membership.id);
    const [row] = await kit.t.database.db.select().from(invitations).where(eq(invitations.id, inv.id));
    expect(row!.uses).toBe(1);
  });
});
