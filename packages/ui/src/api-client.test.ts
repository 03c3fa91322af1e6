import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, peekEarlyRead, readEarly } from './api-client';
import { saveSession } from './session';

const user = { id: 'u1', email: 'a@b.co', name: 'Ana', role: 'MEMBER', communityId: 'c1' };

function json(body: unknown) {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

describe('readEarly', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    const store = new Map<string, string>();
    vi.stubGlobal('window', { location: { origin: 'http://app.test' } });
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => store.set(key, value),
      removeItem: (key: string) => store.delete(key),
    });
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (input) =>
      json({ url: String(input), n: fetchMock.mock.calls.length }),
    );
    saveSession({ token: 't1', user: user as never });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('answers the first GET of the same address with the early read, once', async () => {
    readEarly([{ path: '/community/posts', query: { page: 1 } }]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/community/posts?page=1');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('authorization')).toBe('Bearer t1');

    await expect(api('/community/posts', { query: { page: 1 } })).resolves.toEqual({
      url: '/api/community/posts?page=1',
      n: 1,
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // Taken once: the next read of the address asks the server again.
    await expect(api('/community/posts', { query: { page: 1 } })).resolves.toMatchObject({ n: 2 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('serves only a GET of the very same address, with the same session', async () => {
    readEarly([{ path: '/community/posts', query: { page: 1 } }]);
    await api('/community/posts', { query: { page: 2 } });
    expect(fetchMock).toHaveBeenCalledTimes(2);

    saveSession({ token: 't2', user: user as never });
    await expect(api('/community/posts', { query: { page: 1 } })).resolves.toMatchObject({ n: 3 });
    expect(new Headers(fetchMock.mock.calls[2]?.[1]?.headers).get('authorization')).toBe('Bearer t2');
  });

  it('asks again when the early read failed', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    readEarly([{ path: '/community/profile' }]);
    await expect(api('/community/profile')).resolves.toMatchObject({ url: '/api/community/profile' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('forgets the early reads at a write: the next read sees what was written', async () => {
    readEarly([{ path: '/community/posts', query: { page: 1 } }]);
    await api('/community/posts', { method: 'POST', body: { message: 'Hola' } });
    await expect(api('/community/posts', { query: { page: 1 } })).resolves.toMatchObject({ n: 3 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('reads early without a session for a screen that needs none; a signed-in read does not take it', async () => {
    localStorage.removeItem('token');
    readEarly([{ path: '/invitations/abc' }]);
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('authorization')).toBeNull();
    saveSession({ token: 't1', user: user as never });
    await api('/invitations/abc');
    expect(fetchMock).toHaveBeenCalledTimes(2);

    localStorage.removeItem('token');
    readEarly([{ path: '/invitations/xyz' }]);
    await api('/invitations/xyz');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('lets the entry look at an early answer that still goes, whole, to the api call that takes it', async () => {
    const read = { path: '/community/posts', query: { page: 1 } };
    readEarly([read]);
    await expect(peekEarlyRead(read)).resolves.toEqual({ url: '/api/community/posts?page=1', n: 1 });
    await expect(api('/community/posts', { query: { page: 1 } })).resolves.toEqual({
      url: '/api/community/posts?page=1',
      n: 1,
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Taken: nothing left to look at.
    await expect(peekEarlyRead(read)).resolves.toBeUndefined();
  });

  it('has nothing to show for a refused early read; the api call that takes it gets the error', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 500 }));
    readEarly([{ path: '/community/profile' }]);
    await expect(peekEarlyRead({ path: '/community/profile' })).resolves.toBeUndefined();
    await expect(api('/community/profile')).rejects.toBeDefined();
  });
});
