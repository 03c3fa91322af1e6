import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { as, createCommunity, createMember, createUser, login, TEST_PASSWORD } from '../../test/factories.ts';

const kit = useTestApp();

const register = (payload: Record<string, unknown>) =>
  kit.t.app.inject({ method: 'POST', url: '/api/auth/register', payload });

describe('POST /api/auth/register', () => {
  it('creates a user with no membership, hashing the password with argon2id', async () => {
    const res = await register({
      name: 'Rosa Elena Patiño',
      email: 'Rosa.Patino@Correo.test',
      password: 'una-clave-larga',
      documentNumber: '1020304050',
      phone: '+57 300 123 4567',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      name: 'Rosa Elena Patiño',
      email: 'rosa.patino@correo.test',
      documentNumber: '1020304050',
    });
    expect(body).not.toHaveProperty('passwordHash');
    const [row] = await kit.t.database.db.select().from(users).where(eq(users.id, body.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const loginRes = await kit.t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'rosa.patino@correo.test', password: 'una-clave-larga' },
    });
    expect(loginRes.statusCode).toBe(200);
    expect(loginRes.json().user).toMatchObject({ type: 'user', role: null, communityId: null });
  });

  it('refuses a short password, a bad email and a missing document, in Spanish, storing nothing', async () => {
    const res = await register({
      name: 'Pedro Páramo',
      email: 'no-es-correo',
      password: 'corta',
      documentNumber: '',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    const messages = body.issues.map((i: { message: string }) => i.message);
    expect(messages).toContain('La contraseña debe tener al menos 8 caracteres');
    expect(messages).toContain('El correo electrónico no es válido');
    expect(messages).toContain('El número de documento debe tener al menos 4 caracteres');
    const rows = await kit.t.database.db.select().from(users).where(eq(users.name, 'Pedro Páramo'));
    expect(rows).toHaveLength(0);
  });

  it('refuses a duplicate email or document with 409', async () => {
    const existing = await createUser(kit.t.database.db, {
      email: 'repetido@correo.test',
      documentNumber: '999888777',
    });
    const byEmail = await register({
      name: 'Otro Nombre',
      email: 'REPETIDO@correo.test',
      password: 'clave-larga-1',
      documentNumber: '5550001',
    });
    expect(byEmail.statusCode).toBe(409);
    expect(byEmail.json()).toMatchObject({
      code: 'EMAIL_TAKEN',
      message: 'Ya existe una cuenta con este correo electrónico',
    });
    const byDoc = await register({
      name: 'Otro Nombre',
      email: 'nuevo@correo.test',
      password: 'clave-larga-1',
      documentNumber: existing.documentNumber,
    });
    expect(byDoc.statusCode).toBe(409);
    expect(byDoc.json().message).toBe('Ya existe una cuenta con este número de documento');
  });
});

describe('POST /api/auth/login', () => {
  it('answers the token and the user with role, communityId and type community', async () => {
    const community = await createCommunity(kit.t.database.db);
    const { user } = await createMember(kit.t.database.db, community.id, {
      role: 'COMMUNITY_ADMIN',
      name: 'Ana Pastora',
    });
    const res = await kit.t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email.toUpperCase(), password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(typeof body.access_token).toBe('string');
    expect(body.user).toEqual({
      id: user.id,
      role: 'COMMUNITY_ADMIN',
      communityId: community.id,
      email: user.email,
      name: 'Ana Pastora',
      type: 'community',
    });
    const payload = JSON.parse(Buffer.from(body.access_token.split('.')[1], 'base64url').toString());
    expect(payload.exp - payload.iat).toBeLessThanOrEqual(12 * 3600);
  });

  it('answers 401 with a Spanish message for a wrong password or an unknown email', async () => {
    const community = await createCommunity(kit.t.database.db);
    const { user } = await createMember(kit.t.database.db, community.id);
    for (const payload of [
      { email: user.email, password: 'incorrecta' },
      { email: 'nadie@correo.test', password: 'incorrecta' },
    ]) {
      const res = await kit.t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload,
        remoteAddress: '10.1.1.1',
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        statusCode: 401,
        code: 'INVALID_CREDENTIALS',
        message: 'Correo electrónico o contraseña incorrectos',
      });
    }
  });

  it('refuses a member whose memberships are all inactive', async () => {
    const community = await createCommunity(kit.t.database.db);
    const { user } = await createMember(kit.t.database.db, community.id, { isActive: false });
    const res = await kit.t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Tu membresía en la comunidad está inactiva. Contacta al administrador.');
  });

  it('validates the body in Spanish', async () => {
    const res = await kit.t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: '', password: '' },
    });
    expect(res.statusCode).toBe(400);
    // Each issue names its field, so a client can show the message next to it.
    expect(res.json().issues).toEqual([
      { path: 'email', message: 'El correo electrónico es requerido' },
      { path: 'password', message: 'La contraseña es requerida' },
    ]);
  });

  it('rate-limits failed logins per account: the 11th attempt in 15 minutes is a 429, even with the right password', async () => {
    const community = await createCommunity(kit.t.database.db);
    const { user } = await createMember(kit.t.database.db, community.id);
    for (let i = 0; i < 10; i++) {
      const res = await kit.t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: `mala-${i}` },
        remoteAddress: `10.2.0.${i}`,
      });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await kit.t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: TEST_PASSWORD },
      remoteAddress: '10.2.1.1',
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Demasiados intentos fallidos. Espera 15 minutos e inténtalo de nuevo.',
    });
  });

  it('rate-limits failed logins per IP across accounts (30 per window)', async () => {
    const community = await createCommunity(kit.t.database.db);
    const { user } = await createMember(kit.t.database.db, community.id);
    for (let i = 0; i < 30; i++) {
      await kit.t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `inventado${i}@correo.test`, password: 'x' },
        remoteAddress: '10.3.3.3',
      });
    }
    const blocked = await kit.t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: TEST_PASSWORD },
      remoteAddress: '10.3.3.3',
    });
    expect(blocked.statusCode).toBe(429);
    const otherIp = await kit.t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: TEST_PASSWORD },
      remoteAddress: '10.3.3.4',
    });
    expect(otherIp.statusCode).toBe(200);
  });
});

describe('authentication of every request', () => {
  it('answers 401 without a token, with a forged token, and with an expired one', async () => {
    const noToken = await kit.t.app.inject({ method: 'GET', url: '/api/community/profile' });
    expect(noToken.statusCode).toBe(401);
    expect(noToken.json()).toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Tu sesión ha expirado. Inicia sesión de nuevo.',
    });
    const forged = await as(kit.t.app, 'abc.def.ghi')({ method: 'GET', url: '/api/community/profile' });
    expect(forged.statusCode).toBe(401);
    const community = await createCommunity(kit.t.database.db);
    const { user, membership } = await createMember(kit.t.database.db, community.id);
    const expired = kit.t.app.jwt.sign({ sub: user.id, mid: membership.id }, { expiresIn: 1 });
    await new Promise((r) => setTimeout(r, 1100));
    const res = await as(kit.t.app, expired)({ method: 'GET', url: '/api/community/profile' });
    expect(res.statusCode).toBe(401);
  });

  it('makes a deactivation and a role change effective on the next request', async () => {
    const community = await createCommunity(kit.t.database.db);
    const pastor = await createMember(kit.t.database.db, community.id, { role: 'COMMUNITY_ADMIN' });
    const helper = await createMember(kit.t.database.db, community.id, { role: 'SECTION_ADMIN' });
    const pastorToken = await login(kit.t.app, pastor.user.email);
    const helperToken = await login(kit.t.app, helper.user.email);
    const helperCall = as(kit.t.app, helperToken);
    expect((await helperCall({ method: 'GET', url: '/api/community/members' })).statusCode).toBe(200);

    await as(
      kit.t.app,
      pastorToken,
    )({
      method: 'PUT',
      url: `/api/community/memberships/${helper.membership.id}`,
      payload: { role: 'MEMBER' },
    });
    const afterRole = await helperCall({ method: 'GET', url: '/api/community/members' });
    expect(afterRole.statusCode).toBe(403);

    await as(
      kit.t.app,
      pastorToken,
    )({ method: 'DELETE', url: `/api/community/memberships/${helper.membership.id}` });
    const afterDeactivation = await helperCall({ method: 'GET', url: '/api/community/profile' });
    expect(afterDeactivation.statusCode).toBe(401);
    expect(afterDeactivation.json().message).toBe(
      'Tu membresía en la comunidad está inactiva. Contacta al administrador.',
    );
  });

  it('refuses community routes to a user with no community', async () => {
    const user = await createUser(kit.t.database.db);
    const token = await login(kit.t.app, user.email);
    const res = await as(kit.t.app, token)({ method: 'GET', url: '/api/community/profile' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'Tu cuenta no está asociada a ninguna comunidad. Contacta al administrador.',
    );
  });
});

describe('platform', () => {
  it('serves the OpenAPI document and helmet headers, and a JSON 404 for unknown API paths', async () => {
    const doc = await kit.t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(doc.statusCode).toBe(200);
    expect(Object.keys(doc.json().paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/login',
        '/api/community/members',
        '/api/communities/{communityId}/dashboard-stats',
      ]),
    );
    expect(doc.headers['content-security-policy']).toContain("script-src 'self'");
    expect(doc.headers['x-content-type-options']).toBe('nosniff');
    const docs = await kit.t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(docs.statusCode);
    const missing = await kit.t.app.inject({ method: 'GET', url: '/api/no-existe' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      statusCode: 404,
      code: 'ROUTE_NOT_FOUND',
      message: 'La ruta solicitada no existe',
    });
  });

  it('answers malformed JSON with a Spanish 400, not a 500', async () => {
    const res = await kit.t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Los datos enviados no son válidos',
    });
  });
});
