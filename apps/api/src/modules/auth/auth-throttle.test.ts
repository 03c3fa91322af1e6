import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { buildTestApp, useTestApp } from '../../test/build-test-app.ts';
import { createCommunity, createMember, TEST_PASSWORD } from '../../test/factories.ts';

const kit = useTestApp({ registerLimit: { max: 3, windowMs: 60 * 60 * 1000 } });

const attempt = (email: string, password: string, ip: string) =>
  kit.t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: ip,
  });

describe('login lockout cannot be used against the owner', () => {
  it('ten wrong tries from an attacker’s address do not lock the owner out of an address they used', async () => {
    const community = await createCommunity(kit.t.database.db);
    const { user } = await createMember(kit.t.database.db, community.id);
    // The owner signed in from home before.
    expect((await attempt(user.email, TEST_PASSWORD, '10.50.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 12; i++) await attempt(user.email, `mala-${i}`, '10.66.6.6');
    // The attacker's address is stopped for this account…
    expect((await attempt(user.email, TEST_PASSWORD, '10.66.6.6')).statusCode).toBe(429);
    // …and the owner still gets in from home.
    expect((await attempt(user.email, TEST_PASSWORD, '10.50.0.1')).statusCode).toBe(200);
  });

  it('failures of others on a shared address (church Wi-Fi) do not lock out an owner who used it', async () => {
    const community = await createCommunity(kit.t.database.db);
    const { user: owner } = await createMember(kit.t.database.db, community.id);
    const { user: stranger } = await createMember(kit.t.database.db, community.id);
    const shared = '10.53.0.1';
    expect((await attempt(owner.email, TEST_PASSWORD, shared)).statusCode).toBe(200);
    for (let i = 0; i < 31; i++) await attempt(`inventado.${i}@correo.test`, 'x-mala', shared);
    // Someone who never signed in from there is stopped by the address limit…
    expect((await attempt(stranger.email, TEST_PASSWORD, shared)).statusCode).toBe(429);
    // …the owner, who did, is not.
    expect((await attempt(owner.email, TEST_PASSWORD, shared)).statusCode).toBe(200);
  });

  it('distributed guessing from many addresses still stops at the per-account ceiling', async () => {
    const community = await createCommunity(kit.t.database.db);
    const { user } = await createMember(kit.t.database.db, community.id);
    for (let i = 0; i < 10; i++) {
      expect((await attempt(user.email, `mala-${i}`, `10.51.0.${i}`)).statusCode).toBe(401);
    }
    // A new address, with the right password: the account is closed to addresses it never used.
    const res = await attempt(user.email, TEST_PASSWORD, '10.51.1.1');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe('Demasiados intentos fallidos. Espera 15 minutos e inténtalo de nuevo.');
  });

  it('a successful login clears its address’s count: the owner’s own typos do not add up', async () => {
    const community = await createCommunity(kit.t.database.db);
    const { user } = await createMember(kit.t.database.db, community.id);
    for (let round = 0; round < 4; round++) {
      for (let i = 0; i < 4; i++) await attempt(user.email, `typo-${i}`, '10.52.0.1');
      expect((await attempt(user.email, TEST_PASSWORD, '10.52.0.1')).statusCode).toBe(200);
    }
  });
});

describe('sign-up', () => {
  const body = (n: number, password = 'una-clave-larga-y-rara') => ({
    name: `Persona ${n}`,
    email: `persona.${n}@correo.test`,
    password,
    documentNumber: `6600${n}`,
  });

  it('refuses weak passwords in Spanish: blank, the own email or document, a common one', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...body(1), password: '          ' }, 'La contraseña no puede estar formada solo por espacios'],
      [
        { ...body(2), password: 'persona.2@correo.test' },
        'La contraseña no puede ser igual a tu correo electrónico ni a tu número de documento',
      ],
      [
        { ...body(3), documentNumber: '1020304050', password: '1020304050' },
        'La contraseña no puede ser igual a tu correo electrónico ni a tu número de documento',
      ],
      [
        { ...body(4), password: '12345678' },
        'Esta contraseña es demasiado común. Elige una más difícil de adivinar.',
      ],
      [
        { ...body(5), password: 'Password1' },
        'Esta contraseña es demasiado común. Elige una más difícil de adivinar.',
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await kit.t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload,
        remoteAddress: '10.60.0.1',
      });
      expect(res.statusCode, String(payload.password)).toBe(400);
      expect(res.json().issues).toContainEqual({ path: 'password', message });
      const rows = await kit.t.database.db
        .select()
        .from(users)
        .where(eq(users.email, String(payload.email)));
      expect(rows).toHaveLength(0);
    }
  });

  it('is limited per address on refused sign-ups, since they tell whether an email exists', async () => {
    const ip = '10.61.0.1';
    const signUp = (payload: Record<string, unknown>, remoteAddress = ip) =>
      kit.t.app.inject({ method: 'POST', url: '/api/auth/register', payload, remoteAddress });
    // A church signing up together on one network: successes do not use the limit up…
    for (let i = 10; i < 15; i++) expect((await signUp(body(i))).statusCode).toBe(201);
    // …refusals (an enumerator probing taken emails) do.
    for (let i = 0; i < 3; i++) {
      expect((await signUp({ ...body(10), documentNumber: `6611${i}` })).statusCode).toBe(409);
    }
    const over = await signUp(body(16));
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({
      code: 'TOO_MANY_ATTEMPTS_LATER',
      message: 'Demasiadas solicitudes seguidas. Espera unos minutos e inténtalo de nuevo.',
    });
    expect((await signUp(body(16), '10.61.0.2')).statusCode).toBe(201);
  });
});

describe('behind a trusted proxy (TRUST_PROXY=1)', () => {
  it('keys the limits on the address the proxy saw, not one the client wrote in X-Forwarded-For', async () => {
    const proxied = await buildTestApp({
      trustProxy: 1,
      registerLimit: { max: 2, windowMs: 60 * 60 * 1000 },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await proxied.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          // The client forges a different left-most address each time; the proxy appends the real one.
          headers: { 'x-forwarded-for': `203.0.113.${i}, 198.51.100.7` },
          remoteAddress: '10.0.0.2',
          payload: {
            name: `Persona Proxy ${i}`,
            email: `proxy.${i}@correo.test`,
            password: 'una-clave-larga-y-rara',
            documentNumber: `7700${i}`,
          },
        });
        statuses.push(res.statusCode);
      }
      // Sign-ups that succeed give their try back; two refused ones (taken email) use it up.
      expect(statuses).toEqual([201, 201, 201, 201]);
      const refused: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await proxied.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          headers: { 'x-forwarded-for': `203.0.113.${50 + i}, 198.51.100.7` },
          remoteAddress: '10.0.0.2',
          payload: {
            name: 'Persona Repetida',
            email: 'proxy.0@correo.test',
            password: 'una-clave-larga-y-rara',
            documentNumber: `7800${i}`,
          },
        });
        refused.push(res.statusCode);
      }
      expect(refused).toEqual([409, 409, 429, 429]);
    } finally {
      await proxied.close();
    }
  });
});
