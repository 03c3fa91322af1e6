import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, memberships, passwordResets } from '../../db/schema.ts';
import { buildTestApp, useTestApp } from '../../test/build-test-app.ts';
import { as, createMember, createTwoCommunities, TEST_PASSWORD } from '../../test/factories.ts';

const kit = useTestApp({ publicUrl: 'https://iglesia.example.org' });
let cast: Awaited<ReturnType<typeof createTwoCommunities>>;
beforeAll(async () => {
  cast = await createTwoCommunities(kit.t.app, kit.t.database.db);
});
const pastorA = () => as(kit.t.app, cast.a.tokens.pastor);
const linkUrl = (userId: string) => `/api/community/members/${userId}/password-reset-link`;
const tokenOf = (url: string) => url.split('/app/restablecer/')[1]!;

async function newLink(userId: string) {
  const res = await pastorA()({ method: 'POST', url: linkUrl(userId) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { url: string; expiresAt: string };
}
const reset = (token: string, password: string, ip = '127.0.0.1') =>
  kit.t.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset',
    payload: { token, password },
    remoteAddress: ip,
  });
const signIn = (email: string, password: string) =>
  kit.t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('POST /api/community/members/{userId}/password-reset-link', () => {
  it('gives a pastor a one-time link of 24 hours for a member; only its hash is stored or logged', async () => {
    const { user } = await createMember(kit.t.database.db, cast.a.community.id);
    const before = Date.now();
    const link = await newLink(user.id);
    expect(link.url).toMatch(/^https:\/\/iglesia\.example\.org\/app\/restablecer\/[A-Za-z0-9_-]{32}$/);
    const expires = new Date(link.expiresAt).getTime();
    expect(expires - before).toBeGreaterThanOrEqual(24 * 3600 * 1000 - 1000);
    expect(expires - Date.now()).toBeLessThanOrEqual(24 * 3600 * 1000);
    const token = tokenOf(link.url);
    const rows = await kit.t.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    const entries = await kit.t.database.db.select().from(auditLog).where(eq(auditLog.objectId, rows[0]!.id));
    expect(entries).toMatchObject([
      {
        action: 'create',
        objectType: 'passwordReset',
        actorUserId: cast.a.pastor.user.id,
        changes: { user: user.name },
      },
    ]);
    expect(JSON.stringify(entries)).not.toContain(token);
  });

  it('is for pastors only, and another community’s person or an unknown id is 404', async () => {
    const target = cast.a.member.user.id;
    for (const token of [cast.a.tokens.helper, cast.a.tokens.member]) {
      expect((await as(kit.t.app, token)({ method: 'POST', url: linkUrl(target) })).statusCode).toBe(403);
    }
    expect((await kit.t.app.inject({ method: 'POST', url: linkUrl(target) })).statusCode).toBe(401);
    for (const id of [cast.b.member.user.id, '00000000-0000-4000-8000-000000000000', 'no-es-un-id']) {
      const res = await pastorA()({ method: 'POST', url: linkUrl(id) });
      expect(res.statusCode, id).toBe(404);
      expect(res.json().code).toBe('MEMBERSHIP_NOT_FOUND');
    }
  });

  it('never reaches an account another community also holds, nor a removed member: 409', async () => {
    // Another church's pastor added to this community (the add needs no consent): the password opens
    // that church too, so this community's pastors cannot reset it.
    const otherPastor = cast.b.pastor.user;
    await kit.t.database.db
      .insert(memberships)
      .values({ communityId: cast.a.community.id, userId: otherPastor.id, role: 'MEMBER' });
    const removed = await createMember(kit.t.database.db, cast.a.community.id, { isActive: false });
    for (const id of [otherPastor.id, removed.user.id]) {
      const res = await pastorA()({ method: 'POST', url: linkUrl(id) });
      expect(res.statusCode, id).toBe(409);
      expect(res.json().code).toBe('PASSWORD_RESET_NOT_ALLOWED');
    }
    const links = await kit.t.database.db.select().from(passwordResets);
    expect(links.filter((l) => l.userId === otherPastor.id || l.userId === removed.user.id)).toEqual([]);
  });
});

describe('POST /api/auth/password-reset', () => {
  it('sets the new password once: the new one signs in, the old one does not, the link then is 410', async () => {
    const { user } = await createMember(kit.t.database.db, cast.a.community.id);
    const token = tokenOf((await newLink(user.id)).url);
    const res = await reset(token, 'otra-clave-muy-rara');
    expect(res.statusCode, res.body).toBe(204);
    expect((await signIn(user.email, 'otra-clave-muy-rara')).statusCode).toBe(200);
    expect((await signIn(user.email, TEST_PASSWORD)).statusCode).toBe(401);
    const again = await reset(token, 'una-tercera-clave-rara');
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe(
      'Este enlace para restablecer la contraseña ya se usó o venció. Pide uno nuevo a tu pastor.',
    );
    expect((await signIn(user.email, 'otra-clave-muy-rara')).statusCode).toBe(200);
    const [row] = await kit.t.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, user.id));
    const entries = await kit.t.database.db.select().from(auditLog).where(eq(auditLog.objectId, row!.id));
    expect(entries.map((e) => [e.action, e.actorUserId])).toEqual([
      ['create', cast.a.pastor.user.id],
      ['update', user.id],
    ]);
  });

  it('answers an expired link 410 and an unknown one 404, changing nothing', async () => {
    const { user } = await createMember(kit.t.database.db, cast.a.community.id);
    const token = tokenOf((await newLink(user.id)).url);
    await kit.t.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, user.id));
    expect((await reset(token, 'otra-clave-muy-rara')).statusCode).toBe(410);
    const unknown = await reset('x'.repeat(32), 'otra-clave-muy-rara');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('PASSWORD_RESET_NOT_FOUND');
    expect((await signIn(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses the passwords sign-up refuses, and the link still works afterwards', async () => {
    const { user } = await createMember(kit.t.database.db, cast.a.community.id, {
      documentNumber: '9090901',
    });
    const token = tokenOf((await newLink(user.id)).url);
    const cases: [string, string][] = [
      ['corta', 'La contraseña debe tener al menos 8 caracteres'],
      [
        user.email.toUpperCase(),
        'La contraseña no puede ser igual a tu correo electrónico ni a tu número de documento',
      ],
      [' 9090901', 'La contraseña no puede ser igual a tu correo electrónico ni a tu número de documento'],
      ['password1', 'Esta contraseña es demasiado común. Elige una más difícil de adivinar.'],
    ];
    for (const [password, message] of cases) {
      const res = await reset(token, password);
      expect(res.statusCode, password).toBe(400);
      expect(res.json().issues).toContainEqual({ path: 'password', message });
    }
    expect((await signIn(user.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await reset(token, 'por-fin-una-buena')).statusCode).toBe(204);
  });

  it('a new link replaces the person’s unused ones', async () => {
    const { user } = await createMember(kit.t.database.db, cast.a.community.id);
    const first = tokenOf((await newLink(user.id)).url);
    const second = tokenOf((await newLink(user.id)).url);
    expect((await reset(first, 'otra-clave-muy-rara')).statusCode).toBe(404);
    expect((await reset(second, 'otra-clave-muy-rara')).statusCode).toBe(204);
  });
});

describe('guessing reset links', () => {
  it('stops an address after 2 unknown tokens with a 429 in Spanish', async () => {
    const limited = await buildTestApp({ guessLimit: { max: 2, windowMs: 15 * 60 * 1000 } });
    try {
      const call = (token: string, ip: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/password-reset',
          payload: { token, password: 'otra-clave-muy-rara' },
          remoteAddress: ip,
        });
      expect((await call('a'.repeat(32), '10.80.0.1')).statusCode).toBe(404);
      expect((await call('b'.repeat(32), '10.80.0.1')).statusCode).toBe(404);
      const over = await call('c'.repeat(32), '10.80.0.1');
      expect(over.statusCode).toBe(429);
      expect(over.json().code).toBe('TOO_MANY_ATTEMPTS_LATER');
      expect((await call('c'.repeat(32), '10.80.0.2')).statusCode).toBe(404);
    } finally {
      await limited.close();
    }
  });
});
