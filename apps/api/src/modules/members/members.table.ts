import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { maxChars } from '../../db/checks.ts';
import { timestampColumns, versionColumn } from '../../db/columns.ts';
import {
  communityColumn,
  communityKeyColumn,
  communityOwnedColumns,
  userColumn,
} from '../../db/references.ts';

const roles = ['COMMUNITY_ADMIN', 'SECTION_ADMIN', 'MEMBER', 'GUEST'] as const;

export const memberships = pgTable(
  'memberships',
  {
    ...communityOwnedColumns(),
    userId: userColumn(),
    role: text('role', { enum: roles }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestampColumns(),
    /**
     * Copies of the user's folded name (koinonia_fold(users.name)) and search text (users.search_text),
     * so that the member lists and the leader options search and order a community's memberships from
     * its own indexes, without a look-up of the user per membership. Set by triggers (migration
     * 0017_perf_counters), never by the API: on insert (or a change of user) from the user, and again on
     * every membership of a user whose name, email or document changes.
     */
    sortName: text('sort_name').notNull().default(''),
    searchText: text('search_text').notNull().default(''),
  },
  (t) => [
    uniqueIndex('memberships_community_user_key').on(t.communityId, t.userId),
    index('memberships_community_active_role_idx').on(t.communityId, t.isActive, t.role),
    index('memberships_community_joined_idx').on(t.communityId, t.joinedAt, t.id),
    index('memberships_user_idx').on(t.userId),
    // The leader options' order (active members by folded name, then user), walked from a community's
    // start; with the search text in the index, a common search filters there, without the table.
    index('memberships_community_sort_name_idx')
      .on(t.communityId, t.sortName, t.userId, t.searchText)
      .where(sql`${t.isActive}`),
    // Accent- and case-insensitive substring search of the members (pg_trgm): a rare term's few matches.
    index('memberships_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    maxChars('memberships', t.role, 20),
  ],
);

/**
 * How many memberships a community has per role, state and month of joining (the first day of the
 * month, in UTC): the statistics cards and the totals of the unfiltered member lists, read in
 * O(roles × months) instead of counting the memberships; "new this month" is the current month's rows
 * (and any later). Kept by statement-level triggers on memberships (migration 0017_perf_counters):
 * every insert, update (a role, a state, a join date or a community changed) and delete, including a
 * user's deletion by cascade, adds its difference in the same transaction. No CHECK (≥ 0): see
 * post_counters.
 */
export const memberCounts = pgTable(
  'member_counts',
  {
    communityId: communityColumn(),
    role: text('role', { enum: roles }).notNull(),
    isActive: boolean('is_active').notNull(),
    joinMonth: date('join_month', { mode: 'string' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.communityId, t.role, t.isActive, t.joinMonth] })],
);

/**
 * A number that grows whenever a community's member lists could count differently: a membership
 * added, removed, or its role, state, user or community changed, or the name, email or document of one
 * of its users changed (what a search matches). Kept by the same triggers (migration 0017); a search's
 * total is kept while the version it was counted at stands (see VersionedTotals in members.queries.ts).
 */
export const memberListVersions = pgTable('member_list_versions', {
  communityId: communityKeyColumn(),
  version: versionColumn(),
});
