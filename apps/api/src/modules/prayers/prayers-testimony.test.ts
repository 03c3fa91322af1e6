import { prayerMessages } from '@koinonia/shared/prayers/prayers.schemas';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, prayers } from '../../db/schema.ts';
import { usePrayersTestApp } from './prayers.test-kit.ts';

// Testimonies: one per prayer; adding it marks the prayer answered, deleting it keeps it answered.

const { kit, pastor, helper, member, guest, db, createPrayer, countsOf, everything } = usePrayersTestApp();

const auditsOf = (objectId: string) => db().select().from(auditLog).where(eq(auditLog.objectId, objectId));

describe('testimonies', () => {
  it('adding one (201) marks the prayer answered now; a second is 409 TESTIMONY_EXISTS', async () => {
    const prayer = await createPrayer();
    const url = `/api/community/prayers/${prayer.id}/testimony`;
    const res = await member({ method: 'POST', url, payload: { content: '  ¡Salió bien de la cirugía!  ' } });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ isAnswered: true, testimony: { content: '¡Salió bien de la cirugía!' } });
    expect(body.answeredAt).toBe(body.testimony.createdAt);
    const counts = await countsOf(kit.cast.a.community.id);
    expect(counts.stored).toEqual(counts.actual);
    const before = await everything();
    const again = await pastor({ method: 'POST', url, payload: { content: 'Otro' } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'TESTIMONY_EXISTS',
      message: 'Esta oración ya tiene un testimonio',
    });
    expect(await everything()).toEqual(before);
  });

  it('keeps the answeredAt of a prayer already answered', async () => {
    const prayer = await createPrayer();
    const answered = (
      await member({
        method: 'PATCH',
        url: `/api/community/prayers/${prayer.id}`,
        payload: { isAnswered: true },
      })
    ).json();
    const res = await helper({
      method: 'POST',
      url: `/api/community/prayers/${prayer.id}/testimony`,
      payload: { content: 'Dios respondió' },
    });
    expect(res.json().answeredAt).toBe(answered.answeredAt);
    const [entry] = (await auditsOf(prayer.id)).filter((e) => e.action === 'update');
    expect(entry!.changes).toEqual({ testimony: { from: null, to: 'Dios respondió' } });
  });

  it('deleting it answers the prayer without testimony, still answered; none left is 404 TESTIMONY_NOT_FOUND', async () => {
    const prayer = await createPrayer();
    const url = `/api/community/prayers/${prayer.id}/testimony`;
    await member({ method: 'POST', url, payload: { content: 'Gracias a Dios' } });
    const res = await pastor({ method: 'DELETE', url });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: prayer.id, testimony: null, isAnswered: true });
    const again = await member({ method: 'DELETE', url });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({
      code: 'TESTIMONY_NOT_FOUND',
      message: 'Esta oración no tiene testimonio',
    });
  });

  it.each([
    ['no content', {}, prayerMessages.testimonyRequired],
    ['a blank content', { content: '   ' }, prayerMessages.testimonyRequired],
    ['a content over 2000', { content: 'x'.repeat(2001) }, prayerMessages.testimonyTooLong],
  ])('refuses %s (400) and changes nothing', async (_name, payload, message) => {
    const prayer = await createPrayer();
    const before = await everything();
    const res = await member({
      method: 'POST',
      url: `/api/community/prayers/${prayer.id}/testimony`,
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
    expect(await everything()).toEqual(before);
  });

  it('refuses a member on another’s prayer and a guest, adding or deleting', async () => {
    const prayer = await createPrayer({}, helper);
    const url = `/api/community/prayers/${prayer.id}/testimony`;
    await helper({ method: 'POST', url, payload: { content: 'Respondida' } });
    const other = await createPrayer({}, pastor);
    const before = await everything();
    for (const call of [member, guest]) {
      expect((await call({ method: 'DELETE', url })).statusCode).toBe(403);
      const add = await call({
        method: 'POST',
        url: `/api/community/prayers/${other.id}/testimony`,
        payload: { content: 'No es mía' },
      });
      expect(add.statusCode).toBe(403);
    }
    expect(await everything()).toEqual(before);
    const [row] = await db()
      .select()
      .from(prayers)
      .where(and(eq(prayers.id, prayer.id), eq(prayers.communityId, kit.cast.a.community.id)));
    expect(row!.testimonyContent).toBe('Respondida');
  });
});
