import { and, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { prayerPraying, prayers, users } from '../../db/schema.ts';
import { firstNameOf, isoText, jsonArrayText, jsonObject, lastNameOf } from '../../lib/json-items.ts';
import { pageWindow } from '../../lib/pagination.ts';
import { perDatabase, unnamed } from '../../lib/prepared.ts';
import type { PageQuery, PrayerKey } from './prayers.queries.ts';

/**
 * The people praying for prayers: each prayer's newest ones, a page of them, and their number (the
 * prayer's kept counter). Re-exported by prayers.queries.ts.
 *
 * The author of an anonymous prayer who prays for it is named in none of these lists, except to
 * pastors (placeholder showAnonymousAuthors): next to the prayer, their name would say whose it is
 * (docs/decisions/prayers.md). Their prayer still counts in prayingCount.
 */

/**
 * Whether a praying mark (of prayer_praying, next to its prayer's row) may be listed for the viewer:
 * any mark, except the author's own on an anonymous prayer for a viewer who does not see anonymous
 * authors (placeholder showAnonymousAuthors).
 */
export const listedMark = sql`(not ${prayers.isAnonymous} or ${prayerPraying.userId} <> ${prayers.userId} or ${sql.placeholder('showAnonymousAuthors')}::boolean)`;

export type PrayingRow = {
  prayerId: string;
  userId: string;
  createdAt: Date;
  name: string;
  avatar: string | null;
};
const prayingNewestFirst = [desc(prayerPraying.createdAt), desc(prayerPraying.userId)];

/**
 * The newest `perPrayer` people praying for each of these prayers, in one statement: per prayer, an
 * index walk (prayer, newest first) that stops after `perPrayer` rows (a lateral subquery).
 */
export async function newestPraying(
  db: Tx,
  {
    communityId,
    prayerIds,
    perPrayer,
    showAnonymousAuthors,
  }: { communityId: string; prayerIds: string[]; perPrayer: number; showAnonymousAuthors: boolean },
): Promise<PrayingRow[]> {
  if (prayerIds.length === 0) return [];
  // The ids as one array literal (uuids read from the database: nothing to quote).
  return newestPrayingOf(db).execute({
    communityId,
    prayerIds: `{${prayerIds.join(',')}}`,
    perPrayer,
    showAnonymousAuthors,
  });
}

/**
 * newestPraying's statement, built once (placeholders: communityId, prayerIds, perPrayer,
 * showAnonymousAuthors).
 */
const newestPrayingOf = perDatabase((db) => {
  const latest = db
    .select({
      prayerId: prayerPraying.prayerId,
      userId: prayerPraying.userId,
      createdAt: prayerPraying.createdAt,
    })
    .from(prayerPraying)
    .where(and(eq(prayerPraying.prayerId, prayers.id), listedMark))
    .orderBy(...prayingNewestFirst)
    .limit(sql.placeholder('perPrayer'))
    .as('latest');
  return db
    .select({
      prayerId: latest.prayerId,
      userId: latest.userId,
      createdAt: latest.createdAt,
      name: users.name,
      avatar: users.avatar,
    })
    .from(prayers)
    .crossJoinLateral(latest)
    .innerJoin(users, eq(users.id, latest.userId))
    .where(
      and(
        eq(prayers.communityId, sql.placeholder('communityId')),
        sql`${prayers.id} = any(${sql.placeholder('prayerIds')}::uuid[])`,
      ),
    )
    .orderBy(desc(latest.createdAt), desc(latest.userId))
    .prepare(unnamed);
});

/**
 * A page of the people praying for a prayer, newest first, as JSON text of prayingUserSchema items
 * (toPrayingUser's mapping) written by PostgreSQL ('[]' past the last page), with the total: the
 * prayer's prayingCount, moved by every mark and unmark in the same transaction, so no count is run,
 * less the author's own mark when it is not listed (listedMark). One statement, the prayer read by
 * primary key and the page beside it; undefined when the community has no such prayer.
 */
export async function prayingPage(
  db: Tx,
  {
    communityId,
    prayerId,
    page,
    limit,
    showAnonymousAuthors,
  }: PrayerKey & PageQuery & { showAnonymousAuthors: boolean },
): Promise<{ total: number; items: string } | undefined> {
  const [row] = await prayingPageOf(db).execute({
    communityId,
    prayerId,
    showAnonymousAuthors,
    ...pageWindow({ page, limit }),
  });
  return row && { total: row.listed, items: row.items ?? '[]' };
}

/**
 * prayingPage's statement, built once (placeholders: communityId, prayerId, showAnonymousAuthors,
 * limit, offset).
 */
const prayingPageOf = perDatabase((db) => {
  const page = db
    .select({ userId: prayerPraying.userId, createdAt: prayerPraying.createdAt })
    .from(prayerPraying)
    .innerJoin(prayers, eq(prayers.id, prayerPraying.prayerId))
    .where(
      and(
        eq(prayerPraying.communityId, sql.placeholder('communityId')),
        eq(prayerPraying.prayerId, sql.placeholder('prayerId')),
        listedMark,
      ),
    )
    .orderBy(...prayingNewestFirst)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  const person = jsonObject({
    id: page.userId,
    createdAt: isoText(page.createdAt),
    user: jsonObject({
      firstName: firstNameOf(users.name),
      lastName: lastNameOf(users.name),
      avatar: users.avatar,
    }),
  });
  const items = db
    .select({ items: jsonArrayText(person, [desc(page.createdAt), desc(page.userId)]) })
    .from(page)
    .innerJoin(users, eq(users.id, page.userId));
  // The author's mark, when the viewer may not see it: at most one row (the unique (prayer, user) key).
  const hiddenAuthorMark = sql<number>`(case when ${prayers.isAnonymous} and not ${sql.placeholder('showAnonymousAuthors')}::boolean and exists (select 1 from ${prayerPraying} where ${prayerPraying.prayerId} = ${prayers.id} and ${prayerPraying.userId} = ${prayers.userId}) then 1 else 0 end)`;
  return db
    .select({
      listed: sql<number>`(${prayers.prayingCount} - ${hiddenAuthorMark})::int`,
      items: sql<string | null>`(${items})`,
    })
    .from(prayers)
    .where(
      and(
        eq(prayers.communityId, sql.placeholder('communityId')),
        eq(prayers.id, sql.placeholder('prayerId')),
      ),
    )
    .prepare('koinonia_praying_page_json');
});
