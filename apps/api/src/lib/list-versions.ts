import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { listVersions } from '../db/schema.ts';
import { perDatabase } from './prepared.ts';
import { VersionedValues } from './versioned-totals.ts';

/** The lists whose tables raise a version in list_versions (migration 0020). */
export type VersionedList = 'news' | 'groups' | 'events' | 'courses';

/** A community's version of one list: a read by primary key. */
const versionOf = perDatabase((db) =>
  db
    .select({ version: listVersions.version })
    .from(listVersions)
    .where(
      and(
        eq(listVersions.communityId, sql.placeholder('communityId')),
        eq(listVersions.list, sql.placeholder('list')),
      ),
    )
    .prepare('koinonia_list_version'),
);

/** The community's version of `list` (0 before its first row). */
export async function listVersion(db: Tx, communityId: string, list: VersionedList): Promise<number> {
  const [row] = await versionOf(db).execute({ communityId, list });
  return row?.version ?? 0;
}

/**
 * Values computed from one list of a community (a total, a statistic), kept by the server process while
 * the community's version of that list stands: the version is read first, by primary key, then the value
 * is taken from memory or computed and remembered (see VersionedValues). A value computed after a newer
 * version committed is only fresher than its key says, and no later request reads the older version.
 * Only for reads outside a write transaction: inside one, the transaction's own raise and rows would be
 * kept under a version that a rollback takes back, and that the next committed write raises to again.
 */
export class KeptPerVersion<T> {
  private readonly values: VersionedValues<T>;

  constructor(
    private readonly list: VersionedList,
    max: number,
  ) {
    this.values = new VersionedValues<T>(max);
  }

  async get(db: Tx, communityId: string, key: unknown[], compute: () => Promise<T>): Promise<T> {
    const version = await listVersion(db, communityId, this.list);
    return this.values.get([communityId, ...key], version, compute);
  }
}
