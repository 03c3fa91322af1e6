import type { PrayingUser } from '@koinonia/shared/prayers/prayers.schemas';
import { and, desc, eq, type SQLWrapper, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { prayerPraying, prayers, users } from '../../db/schema.ts';
import { firstNameOf, isoText, jsonObject, lastNameOf } from '../../lib/json-items.ts';
import { perDatabase, unnamed } from '../../lib/prepared.ts';
import { listPage, readModel } from '../../lib/read-model.ts';
import type { PageQuery, PrayerKey } from './prayers.queries.ts';

/**
 * The people praying for prayers: their shape (each prayer's newest ones are nested in the prayer,
 * prayers.queries.ts), a page of them, and their number (the prayer's kept counter).
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

/** A person as prayerPersonSchema has it: the name's first word, and the rest. */
export const personJson = (name: SQLWrapper, avatar: SQLWrapper) => ({
  firstName: firstNameOf(name),
  lastName: lastNameOf(name),
  avatar,
});

/**
 * One of the people praying as prayingUserSchema has it, from their mark's user and time and their
 * account's name and avatar: in a prayer's newest people praying and in a page of them.
 */
export const prayingUserJson = (
  userId: SQLWrapper,
  createdAt: SQLWrapper,
  name: SQLWrapper,
  avatar: SQLWrapper,
) => jsonObject({ id: userId, createdAt: isoText(createdAt), user: jsonObject(personJson(name, avatar)) });

/**
 * One of the people praying for a prayer, by their user id (placeholders: communityId, prayerId): the
 * items of a page of them.
 */
export const prayingUserModel = readModel<PrayingUser>({
  name: 'praying_users',
  id: prayerPraying.userId,
  scope: sql`${prayerPraying.communityId} = ${sql.placeholder('communityId')} and ${prayerPraying.prayerId} = ${sql.placeholder('prayerId')}`,
  from: (db, fields) =>
    db.select(fields).from(prayerPraying).innerJoin(users, eq(users.id, prayerPraying.userId)),
  item: prayingUserJson(prayerPraying.userId, prayerPraying.createdAt, users.name, users.avatar),
});

/**
 * The ids of a page of the people praying for a prayer, newest first (placeholders: communityId,
 * prayerId, showAnonymousAuthors, limit, offset). Unnamed: each call is planned with its page.
 */
const prayingPageIds = perDatabase((db) =>
  db
    .select({ id: prayerPraying.userId })
    .from(prayerPraying)
    .innerJoin(prayers, eq(prayers.id, prayerPraying.prayerId))
    .where(
      and(
        eq(prayerPraying.communityId, sql.placeholder('communityId')),
        eq(prayerPraying.prayerId, sql.placeholder('prayerId')),
        listedMark,
      ),
    )
    .orderBy(desc(prayerPraying.createdAt), desc(prayerPraying.userId))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(unnamed),
);

/**
 * How many people praying for the prayer the viewer may see (placeholders: communityId, prayerId,
 * showAnonymousAuthors): the prayer's prayingCount, moved by every mark and unmark in the same
 * transaction, so no count is run, less the author's own mark when it is not listed (listedMark). The
 * prayer read by primary key; no row when the community has no such prayer.
 */
const listedPraying = perDatabase((db) => {
  // The author's mark, when the viewer may not see it: at most one row (the unique (prayer, user) key).
  const hiddenAuthorMark = sql<number>`(case when ${prayers.isAnonymous} and not ${sql.placeholder('showAnonymousAuthors')}::boolean and exists (select 1 from ${prayerPraying} where ${prayerPraying.prayerId} = ${prayers.id} and ${prayerPraying.userId} = ${prayers.userId}) then 1 else 0 end)`;
  return db
    .select({ listed: sql<number>`(${prayers.prayingCount} - ${hiddenAuthorMark})::int` })
    .from(prayers)
    .where(
      and(
        eq(prayers.communityId, sql.placeholder('communityId')),
        eq(prayers.id, sql.placeholder('prayerId')),
      ),
    )
    .prepare('koinonia_praying_listed');
});

/**
 * A page of the people praying for a prayer, newest first, as JSON text of prayingUserModel's items
 * ('[]' past the last page), with the total of them the viewer may see; undefined when the community
 * has no such prayer.
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
  const values = { communityId, prayerId, showAnonymousAuthors };
  const [row] = await listedPraying(db).execute(values);
  if (!row) return undefined;
  return listPage({
    db,
    model: prayingUserModel,
    values,
    page: { page, limit },
    ids: () => prayingPageIds(db),
    count: async () => row.listed,
  });
}
