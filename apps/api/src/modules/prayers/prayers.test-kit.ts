import type { PrayerCategory } from '@koinonia/shared/prayers/prayers.schemas';
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditLog, prayerCounts, prayerDayCounts, prayerPraying, prayers } from '../../db/schema.ts';
import { type Call, createFreshCommunity, useCommunityCast } from '../../test/community-cast.ts';

export type { Call };

export const validPrayer = (overrides: Record<string, unknown> = {}) => ({
  title: 'Salud de mi madre',
  description: 'Mi mamá tiene una cirugía el jueves. Oremos por los médicos y por su recuperación.',
  category: 'HEALTH',
  ...overrides,
});

/**
 * Community prayers: a fresh app, two communities (pastor, helper, member each) and a guest in
 * community A; prayers through the API (createPrayer) or straight to the database with any date and
 * state (insertPrayer).
 */
export function usePrayersTestApp() {
  const cast = useCommunityCast();
  const { kit, member, db } = cast;
  const userOf = (who: 'pastor' | 'helper' | 'member', side: 'a' | 'b' = 'a') => kit.cast[side][who].user;

  /** A prayer through POST /community/prayers, as `call`. */
  async function createPrayer(overrides: Record<string, unknown> = {}, call: Call = member) {
    const res = await call({
      method: 'POST',
      url: '/api/community/prayers',
      payload: validPrayer(overrides),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; [key: string]: unknown };
  }

  /** A prayer written straight to the database (any author, date and state); its counts follow by trigger. */
  async function insertPrayer(values: {
    communityId?: string;
    userId?: string;
    title?: string;
    category?: PrayerCategory;
    isAnonymous?: boolean;
    isAnswered?: boolean;
    createdAt?: Date;
  }) {
    const communityId = values.communityId ?? kit.cast.a.community.id;
    const createdAt = values.createdAt ?? new Date();
    const [row] = await db()
      .insert(prayers)
      .values({
        communityId,
        userId: values.userId ?? userOf('member').id,
        title: values.title ?? 'Una petición',
        description: 'Oremos juntos por esto.',
        category: values.category ?? 'OTHER',
        isAnonymous: values.isAnonymous ?? false,
        isAnswered: values.isAnswered ?? false,
        answeredAt: values.isAnswered ? createdAt : null,
        createdAt,
        updatedAt: createdAt,
      })
      .returning();
    return row!;
  }

  /** A praying mark and the prayer's counter, as the toggle writes them. */
  async function addPraying(prayerId: string, userId: string, createdAt = new Date()) {
    const [prayer] = await db().select().from(prayers).where(eq(prayers.id, prayerId));
    await db()
      .insert(prayerPraying)
      .values({ communityId: prayer!.communityId, prayerId, userId, createdAt });
    await db()
      .update(prayers)
      .set({ prayingCount: sql`${prayers.prayingCount} + 1` })
      .where(eq(prayers.id, prayerId));
  }

  /** A community of its own (pastor, helper and two members), so that lists and counts are exactly known. */
  async function freshCommunity() {
    const { id, people, calls } = await createFreshCommunity(kit.t, {
      pastor: { role: 'COMMUNITY_ADMIN', name: 'Pastora Ruth Mejía', signIn: true },
      helper: { role: 'SECTION_ADMIN', name: 'Ayudante Pablo', signIn: true },
      member: { role: 'MEMBER', name: 'José Núñez Rivas', signIn: true },
      member2: { role: 'MEMBER', name: 'Ana Peña' },
    });
    return {
      id,
      pastorId: people.pastor.user.id,
      memberId: people.member.user.id,
      member2Id: people.member2.user.id,
      ...calls,
    };
  }

  /** Everything a refused call must leave as it was. */
  async function everything() {
    const [rows, praying, counts, dayCounts, audits] = await Promise.all([
      db().select().from(prayers).orderBy(prayers.id),
      db().select().from(prayerPraying).orderBy(prayerPraying.prayerId, prayerPraying.userId),
      db().select().from(prayerCounts).orderBy(prayerCounts.communityId),
      db()
        .select()
        .from(prayerDayCounts)
        .orderBy(prayerDayCounts.communityId, prayerDayCounts.day, prayerDayCounts.category),
      db().select({ n: sql<number>`count(*)::int` }).from(auditLog),
    ]);
    return { prayers: rows, praying, counts, dayCounts, audits };
  }

  /** The community's counts (totals, and per Bogotá day and category) against the prayers themselves. */
  async function countsOf(communityId: string) {
    const [stored] = await db().select().from(prayerCounts).where(eq(prayerCounts.communityId, communityId));
    const [actual] = await db()
      .select({
        prayers: sql<number>`count(*)::int`,
        answered: sql<number>`(count(*) filter (where ${prayers.isAnswered}))::int`,
      })
      .from(prayers)
      .where(eq(prayers.communityId, communityId));
    const storedDays = await db()
      .select({
        day: prayerDayCounts.day,
        category: prayerDayCounts.category,
        isAnonymous: prayerDayCounts.isAnonymous,
        prayers: prayerDayCounts.prayers,
        answered: prayerDayCounts.answered,
      })
      .from(prayerDayCounts)
      .where(and(eq(prayerDayCounts.communityId, communityId), sql`${prayerDayCounts.prayers} > 0`))
      .orderBy(prayerDayCounts.day, prayerDayCounts.category, prayerDayCounts.isAnonymous);
    const local = sql`((${prayers.createdAt} at time zone 'UTC') - interval '5 hours')::date`;
    const actualDays = await db()
      .select({
        day: sql<string>`to_char(${local}, 'YYYY-MM-DD')`,
        category: prayers.category,
        isAnonymous: prayers.isAnonymous,
        prayers: sql<number>`count(*)::int`,
        answered: sql<number>`(count(*) filter (where ${prayers.isAnswered}))::int`,
      })
      .from(prayers)
      .where(eq(prayers.communityId, communityId))
      .groupBy(local, prayers.category, prayers.isAnonymous)
      .orderBy(local, prayers.category, prayers.isAnonymous);
    return {
      stored: { prayers: stored?.prayers ?? 0, answered: stored?.answered ?? 0, days: storedDays },
      actual: { ...actual!, days: actualDays },
    };
  }

  return {
    ...cast,
    userOf,
    createPrayer,
    insertPrayer,
    addPraying,
    freshCommunity,
    everything,
    countsOf,
  };
}
