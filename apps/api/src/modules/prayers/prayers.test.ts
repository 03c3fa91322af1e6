import { prayerMessages } from '@koinonia/shared/prayers/prayers.schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, prayerPraying, prayers } from '../../db/schema.ts';
import { usePrayersTestApp, validPrayer } from './prayers.test-kit.ts';

// Prayers, the writes: create, edit (answered, anonymity), delete, testimonies, and the counts they keep.

const { kit, pastor, helper, member, guest, db, userOf, createPrayer, countsOf, everything } =
  usePrayersTestApp();

const auditsOf = (objectId: string) => db().select().from(auditLog).where(eq(auditLog.objectId, objectId));

describe('POST /api/community/prayers', () => {
  it('creates the caller’s prayer: 201, the author split in first name and the rest, nobody praying', async () => {
    const res = await member({
      method: 'POST',
      url: '/api/community/prayers',
      payload: validPrayer({ title: '  Salud de mi madre  ' }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const prayer = res.json();
    const author = userOf('member');
    const [first, ...rest] = author.name.split(' ');
    expect(prayer).toMatchObject({
      communityId: kit.cast.a.community.id,
      title: 'Salud de mi madre',
      description: validPrayer().description,
      category: 'HEALTH',
      isAnonymous: false,
      isAnswered: false,
      answeredAt: null,
      testimony: null,
      prayingCount: 0,
      prayingUsers: [],
      isPraying: false,
      isMine: true,
      user: { id: author.id, firstName: first, lastName: rest.join(' '), avatar: null },
    });
    expect(Date.parse(prayer.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    // A member's own prayer is not audited; the header's counts moved in the same transaction.
    expect(await auditsOf(prayer.id)).toEqual([]);
    const counts = await countsOf(kit.cast.a.community.id);
    expect(counts.stored).toEqual(counts.actual);
  });

  it('audits a prayer created by the dashboard', async () => {
    const prayer = await createPrayer({ category: 'MINISTRY', isAnonymous: true }, helper);
    const [entry] = await auditsOf(prayer.id);
    expect(entry).toMatchObject({ action: 'create', objectType: 'prayer', actorUserId: userOf('helper').id });
    expect(entry!.changes).toMatchObject({
      title: validPrayer().title,
      category: 'MINISTRY',
      isAnonymous: true,
    });
  });

  it.each([
    ['no title', { title: undefined }, prayerMessages.titleRequired],
    ['a blank title', { title: '   ' }, prayerMessages.titleRequired],
    ['a title over 150', { title: 't'.repeat(151) }, prayerMessages.titleTooLong],
    ['no description', { description: undefined }, prayerMessages.descriptionRequired],
    ['a blank description', { description: ' ' }, prayerMessages.descriptionRequired],
    ['a description over 2000', { description: 'd'.repeat(2001) }, prayerMessages.descriptionTooLong],
    ['no category', { category: undefined }, prayerMessages.categoryRequired],
    ['an empty category', { category: '' }, prayerMessages.categoryRequired],
    ['an unknown category', { category: 'SPORTS' }, prayerMessages.categoryInvalid],
    ['a non-boolean anonymity', { isAnonymous: 'sí' }, prayerMessages.booleanInvalid],
  ])('refuses %s with the Spanish message, creating nothing', async (_name, overrides, message) => {
    const before = await everything();
    const res = await member({
      method: 'POST',
      url: '/api/community/prayers',
      payload: validPrayer(overrides),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
    expect(await everything()).toEqual(before);
  });

  it('accepts the longest title and description', async () => {
    const res = await member({
      method: 'POST',
      url: '/api/community/prayers',
      payload: validPrayer({ title: 't'.repeat(150), description: 'd'.repeat(2000) }),
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses a guest (403) and creates nothing', async () => {
    const before = await everything();
    const res = await guest({ method: 'POST', url: '/api/community/prayers', payload: validPrayer() });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
    expect(await everything()).toEqual(before);
  });
});

describe('PATCH /api/community/prayers/:id', () => {
  it('lets the author edit their prayer; fields left out keep their values', async () => {
    const prayer = await createPrayer();
    const res = await member({
      method: 'PATCH',
      url: `/api/community/prayers/${prayer.id}`,
      payload: { title: 'Nuevo título', category: 'FAMILY' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Nuevo título',
      category: 'FAMILY',
      description: validPrayer().description,
      isAnswered: false,
    });
    expect(Date.parse(res.json().updatedAt)).toBeGreaterThanOrEqual(Date.parse(prayer.createdAt as string));
    expect(await auditsOf(prayer.id)).toEqual([]);
  });

  it('an empty patch answers the prayer unchanged', async () => {
    const prayer = await createPrayer();
    const before = await everything();
    const res = await member({ method: 'PATCH', url: `/api/community/prayers/${prayer.id}`, payload: {} });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: prayer.id, title: prayer.title, updatedAt: prayer.updatedAt });
    expect(await everything()).toEqual(before);
  });

  it('refuses a member editing another’s prayer (403) and a guest, changing nothing', async () => {
    const prayer = await createPrayer({}, helper);
    const before = await everything();
    for (const call of [member, guest]) {
      const res = await call({
        method: 'PATCH',
        url: `/api/community/prayers/${prayer.id}`,
        payload: { title: 'Ajeno' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    expect(await everything()).toEqual(before);
  });

  it('lets helpers and pastors edit any prayer, audited with the changed fields', async () => {
    const prayer = await createPrayer();
    const byHelper = await helper({
      method: 'PATCH',
      url: `/api/community/prayers/${prayer.id}`,
      payload: { description: 'Corregida por el ayudante' },
    });
    expect(byHelper.statusCode, byHelper.body).toBe(200);
    const byPastor = await pastor({
      method: 'PATCH',
      url: `/api/community/prayers/${prayer.id}`,
      payload: { category: 'SPIRITUAL' },
    });
    expect(byPastor.json()).toMatchObject({
      description: 'Corregida por el ayudante',
      category: 'SPIRITUAL',
    });
    // The per-day counts moved the prayer from one category to the other.
    const counts = await countsOf(kit.cast.a.community.id);
    expect(counts.stored).toEqual(counts.actual);
    const entries = await auditsOf(prayer.id);
    expect(entries.map((e) => e.changes)).toEqual(
      expect.arrayContaining([
        { description: { from: validPrayer().description, to: 'Corregida por el ayudante' } },
        { category: { from: 'HEALTH', to: 'SPIRITUAL' } },
      ]),
    );
    expect(entries.every((e) => JSON.stringify(e.changes).includes(userOf('member').id) === false)).toBe(
      true,
    );
  });

  it('answers: true stamps answeredAt once, true again keeps it, false clears it; counts follow', async () => {
    const prayer = await createPrayer();
    const url = `/api/community/prayers/${prayer.id}`;
    const answered = (await member({ method: 'PATCH', url, payload: { isAnswered: true } })).json();
    expect(answered.isAnswered).toBe(true);
    expect(Date.parse(answered.answeredAt)).toBeGreaterThan(Date.now() - 60_000);
    const again = (
      await pastor({ method: 'PATCH', url, payload: { isAnswered: true, title: 'Otra' } })
    ).json();
    expect(again.answeredAt).toBe(answered.answeredAt);
    let counts = await countsOf(kit.cast.a.community.id);
    expect(counts.stored).toEqual(counts.actual);
    const cleared = (await member({ method: 'PATCH', url, payload: { isAnswered: false } })).json();
    expect(cleared).toMatchObject({ isAnswered: false, answeredAt: null });
    counts = await countsOf(kit.cast.a.community.id);
    expect(counts.stored).toEqual(counts.actual);
  });

  it('only the author changes the anonymity: others get 403 PRAYER_ANONYMITY_FORBIDDEN, the same value is fine', async () => {
    const prayer = await createPrayer({ isAnonymous: true });
    const url = `/api/community/prayers/${prayer.id}`;
    const before = await everything();
    for (const call of [pastor, helper]) {
      const res = await call({ method: 'PATCH', url, payload: { isAnonymous: false, title: 'Cambio' } });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'PRAYER_ANONYMITY_FORBIDDEN',
        message: 'Solo quien pidió la oración puede cambiar si es anónima',
      });
    }
    expect(await everything()).toEqual(before);
    const same = await helper({ method: 'PATCH', url, payload: { isAnonymous: true, title: 'Cambio' } });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toMatchObject({ title: 'Cambio', isAnonymous: true, user: null });
    const mine = await member({ method: 'PATCH', url, payload: { isAnonymous: false } });
    expect(mine.json()).toMatchObject({ isAnonymous: false, user: { id: userOf('member').id } });
  });

  it.each([
    ['a blank title', { title: ' ' }, prayerMessages.titleRequired],
    ['a long description', { description: 'x'.repeat(2001) }, prayerMessages.descriptionTooLong],
    ['an unknown category', { category: 'X' }, prayerMessages.categoryInvalid],
    ['a non-boolean answered', { isAnswered: 'si' }, prayerMessages.booleanInvalid],
  ])('refuses %s (400) and changes nothing', async (_name, payload, message) => {
    const prayer = await createPrayer();
    const before = await everything();
    const res = await member({ method: 'PATCH', url: `/api/community/prayers/${prayer.id}`, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
    expect(await everything()).toEqual(before);
  });
});

describe('DELETE /api/community/prayers/:id', () => {
  it('lets the author delete (204), with its praying marks, and the counts follow', async () => {
    const prayer = await createPrayer();
    await member({
      method: 'PATCH',
      url: `/api/community/prayers/${prayer.id}`,
      payload: { isAnswered: true },
    });
    await guest({ method: 'POST', url: `/api/community/prayers/${prayer.id}/pray` });
    const res = await member({ method: 'DELETE', url: `/api/community/prayers/${prayer.id}` });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await db().select().from(prayers).where(eq(prayers.id, prayer.id))).toEqual([]);
    expect(await db().select().from(prayerPraying).where(eq(prayerPraying.prayerId, prayer.id))).toEqual([]);
    const counts = await countsOf(kit.cast.a.community.id);
    expect(counts.stored).toEqual(counts.actual);
    const again = await member({ method: 'GET', url: `/api/community/prayers/${prayer.id}` });
    expect(again.json().code).toBe('PRAYER_NOT_FOUND');
  });

  it('refuses a member deleting another’s and a guest; lets a helper delete any, audited', async () => {
    const prayer = await createPrayer({}, pastor);
    const before = await everything();
    for (const call of [member, guest]) {
      const res = await call({ method: 'DELETE', url: `/api/community/prayers/${prayer.id}` });
      expect(res.statusCode).toBe(403);
    }
    expect(await everything()).toEqual(before);
    expect((await helper({ method: 'DELETE', url: `/api/community/prayers/${prayer.id}` })).statusCode).toBe(
      204,
    );
    const entries = await auditsOf(prayer.id);
    expect(entries.map((e) => e.action)).toEqual(expect.arrayContaining(['create', 'delete']));
  });

  it('answers 404 PRAYER_NOT_FOUND for an unknown id and a non-uuid', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'no-es-un-id']) {
      const res = await pastor({ method: 'DELETE', url: `/api/community/prayers/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'PRAYER_NOT_FOUND', message: 'La oración no existe' });
    }
  });
});
