import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-client';
import { newKey, SubmissionKeys, submissionOf } from './submission-keys';

describe('submission keys', () => {
  it('an identical submission not answered yet shares the key; once answered, a new key', async () => {
    let n = 0;
    const keys = new SubmissionKeys(() => `k${++n}`);
    const course = await submissionOf('/admin/biblical-school/courses', { title: 'Fe' });
    expect(keys.keyFor(course)).toBe('k1');
    expect(keys.keyFor(course)).toBe('k1');
    expect(keys.keyFor(await submissionOf('/admin/biblical-school/courses', { title: 'Esperanza' }))).toBe(
      'k2',
    );
    keys.answered(course, 'k1');
    expect(keys.keyFor(course)).toBe('k3');
    // A late answer of an older send does not forget the newer submission's key.
    keys.answered(course, 'k1');
    expect(keys.keyFor(course)).toBe('k3');
  });

  it('reads a form by its fields and by the bytes of its image', async () => {
    const image = new Blob(['jpeg'], { type: 'image/jpeg' });
    const form = (blob: Blob) => {
      const data = new FormData();
      data.append('message', 'Hola');
      data.append('imageFile', blob, 'imagen.jpg');
      return data;
    };
    const same = new Blob(['jpeg'], { type: 'image/jpeg' });
    expect(await submissionOf('/p', form(image))).toBe(await submissionOf('/p', form(same)));
    expect(await submissionOf('/p', form(image))).not.toBe(
      await submissionOf('/p', form(new Blob(['otra'], { type: 'image/jpeg' }))),
    );
    expect(await submissionOf('/p', form(image))).not.toBe(await submissionOf('/q', form(image)));
  });

  it('forgets the oldest beyond its size', () => {
    const keys = new SubmissionKeys(newKey, 2);
    for (const s of ['a', 'b', 'c']) keys.keyFor(s);
    expect(keys.size).toBe(2);
  });
});

describe('the API client', () => {
  const sent: { method: string; key: string | undefined }[] = [];
  let answer: () => Promise<Response>;
  beforeEach(() => {
    sent.length = 0;
    answer = async () => new Response('{}', { status: 201 });
    vi.stubGlobal('window', { location: { origin: 'http://localhost', assign: () => {} } });
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      const headers = init.headers as Record<string, string>;
      sent.push({ method: String(init.method), key: headers['idempotency-key'] });
      return answer();
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends one key for a double click while the first is pending, a new one for the next submission', async () => {
    const body = { name: 'Sector Norte' };
    await Promise.all([
      api('/groups/sectors', { method: 'POST', body }),
      api('/groups/sectors', { method: 'POST', body }),
    ]);
    await api('/groups/sectors', { method: 'POST', body });
    expect(sent[0]!.key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(sent[1]!.key).toBe(sent[0]!.key);
    expect(sent[2]!.key).not.toBe(sent[0]!.key);
  });

  it('keeps the key after a lost connection or a 5xx (the retry may replay), not after a refusal', async () => {
    const body = { name: 'Sector Sur' };
    const post = () => api('/groups/sectors', { method: 'POST', body }).catch(() => null);
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    await post();
    answer = async () => new Response('{}', { status: 504 });
    await post();
    answer = async () => new Response('{"code":"SECTOR_NAME_TAKEN"}', { status: 409 });
    await post();
    await post();
    expect(sent.map((s) => s.key)).toEqual([sent[0]!.key, sent[0]!.key, sent[0]!.key, sent[3]!.key]);
    expect(sent[3]!.key).not.toBe(sent[0]!.key);
  });

  it('sends no key with reads, edits or the sign-in', async () => {
    await api('/groups');
    await api('/groups/1', { method: 'PUT', body: { name: 'x' } });
    await api('/auth/login', { method: 'POST', body: { email: 'a@b.co', password: 'x' } });
    expect(sent.map((s) => s.key)).toEqual([undefined, undefined, undefined]);
  });
});
