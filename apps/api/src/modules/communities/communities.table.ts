import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { maxChars } from '../../db/checks.ts';
import { idColumn, requiredRef, timestampColumns, versionColumn } from '../../db/columns.ts';

export const communities = pgTable(
  'communities',
  {
    id: idColumn(),
    name: text('name').notNull(),
    description: text('description'),
    ...timestampColumns(),
  },
  (t) => [maxChars('communities', t.name, 120), maxChars('communities', t.description, 1000)],
);

/**
 * A number per community and list ('news', 'groups', 'events', 'courses': the school's courses) that the list's tables raise, by statement triggers
 * in the writing transaction, on every change of their rows (migration 0020, list_version_raise): a
 * total or a statistic computed at a version is exact while it stands, so the server keeps it
 * (lib/list-versions.ts). Members, posts and the school have their own versions, raised only by the
 * changes their lists can see.
 */
export const listVersions = pgTable(
  'list_versions',
  {
    communityId: requiredRef('community_id', () => communities.id),
    list: text('list').notNull(),
    version: versionColumn(),
  },
  (t) => [primaryKey({ columns: [t.communityId, t.list] })],
);
