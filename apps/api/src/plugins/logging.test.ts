import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/build-test-app.ts';
import { as, createTwoCommunities, TEST_PASSWORD } from '../test/factories.ts';

/** Logs never hold passwords, hashes, tokens or personal data, even when a query fails. */
let log = '';
const stream = new PassThrough();
stream.on('data', (chunk) => {
  log += chunk.toString();
});
const kit = useTestApp({ logLevel: 'info', logStream: stream });

describe('logs', () => {
  it('log a failed query by code and constraint, never by its parameters', async () => {
    const cast = await createTwoCommunities(kit.t.app, kit.t.database.db);
    const token = cast.a.tokens.pastor;
    // Break the users table so that sign-up and login fail inside the database, with the person's
    // data (email, document, phone, the argon2 hash) as the failed query's parameters.
    await kit.t.database.db.execute(sql`alter table users rename column phone to phone_broken`);
    try {
      const register = await kit.t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          name: 'Ximena Secreta',
          email: 'ximena.secreta@correo.test',
          password: 'clave-ultra-secreta-9',
          documentNumber: '31415926',
          phone: '+57 311 555 0101',
        },
      });
      expect(register.statusCode).toBe(500);
      expect(register.json().message).toBe('Ocurrió un error inesperado. Inténtalo de nuevo más tarde.');
      const login = await kit.t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: cast.a.member.user.email, password: 'clave-ultra-secreta-9' },
      });
      expect(login.statusCode).toBe(500);
      await as(
        kit.t.app,
        token,
      )({
        method: 'GET',
        url: '/api/community/members?search=ximena.secreta%40correo.test&page=1',
      });
      await as(kit.t.app, token)({ method: 'GET', url: '/api/community/users/by-document/31415926' });
    } finally {
      await kit.t.database.db.execute(sql`alter table users rename column phone_broken to phone`);
    }
    expect(log).toContain('unhandled error');
    expect(log).toContain('42703'); // the SQLSTATE is there, to diagnose
    // Request lines keep what diagnoses (route, paging), not what identifies.
    expect(log).toContain('/api/community/users/by-document/[redacted]');
    expect(log).toContain('/api/community/members?search=[redacted]&page=1');
    for (const secret of [
      'ximena.secreta@correo.test',
      '31415926',
      '+57 311 555 0101',
      'clave-ultra-secreta-9',
      '$argon2id',
      cast.a.member.user.email,
      token,
    ]) {
      expect(log, secret).not.toContain(secret);
    }
  });

  it('never hold a push token, a calendar token, a session token or a password of everyday requests', async () => {
    const cast = await createTwoCommunities(kit.t.app, kit.t.database.db);
    const member = as(kit.t.app, cast.a.tokens.member);
    const pushToken = 'ExponentPushToken[registroSecreto-4f9a1c]';
    const registered = await member({
      method: 'POST',
      url: '/api/notifications/devices',
      payload: { token: pushToken, platform: 'android' },
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const removed = await member({
      method: 'DELETE',
      url: `/api/notifications/devices/${encodeURIComponent(pushToken)}`,
    });
    expect(removed.statusCode, removed.body).toBe(204);
    const unencoded = await member({ method: 'DELETE', url: `/api/notifications/devices/${pushToken}` });
    expect(unencoded.statusCode, unencoded.body).toBe(404);
    const link = await member({ method: 'GET', url: '/api/community/events/calendar-link' });
    const feedPath = new URL(link.json().url).pathname;
    const calendarToken = feedPath
      .split('/')
      .at(-1)!
      .replace(/\.ics$/, '');
    const ics = await kit.t.app.inject({ method: 'GET', url: feedPath });
    expect(ics.statusCode, ics.body).toBe(200);
    const login = await kit.t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: cast.a.helper.user.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    const jwt = login.json().access_token as string;
    expect(
      (await as(kit.t.app, jwt)({ method: 'GET', url: '/api/community/members?page=1' })).statusCode,
    ).toBe(200);

    // The request lines are there, with the route still readable.
    expect(log).toContain('/api/notifications/devices/[redacted]');
    expect(log).toContain(`/api/calendar/[redacted]`);
    for (const secret of [
      pushToken,
      encodeURIComponent(pushToken),
      'registroSecreto',
      calendarToken,
      jwt,
      cast.a.tokens.member,
      TEST_PASSWORD,
      '$argon2id',
    ]) {
      expect(log, secret).not.toContain(secret);
    }
  });

  it('never hold an invitation code or a password-reset token, in the API or in the app pages', async () => {
    const cast = await createTwoCommunities(kit.t.app, kit.t.database.db);
    const pastor = as(kit.t.app, cast.a.tokens.pastor);
    const made = await pastor({
      method: 'POST',
      url: '/api/community/invitations',
      payload: { role: 'MEMBER' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const code = made.json().code as string;
    const read = await kit.t.app.inject({ method: 'GET', url: `/api/invitations/${code}` });
    expect(read.statusCode, read.body).toBe(200);
    await kit.t.app.inject({ method: 'GET', url: `/app/unirse/${code}` });
    const reset = await pastor({
      method: 'POST',
      url: `/api/community/members/${cast.a.member.user.id}/password-reset-link`,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const resetToken = new URL(reset.json().url).pathname.split('/').at(-1)!;
    await kit.t.app.inject({ method: 'GET', url: `/app/restablecer/${resetToken}` });

    expect(log).toContain('/api/invitations/[redacted]');
    expect(log).toContain('/app/unirse/[redacted]');
    expect(log).toContain('/app/restablecer/[redacted]');
    for (const secret of [code, resetToken]) expect(log, secret).not.toContain(secret);
  });
});
