import { uuid } from 'drizzle-orm/pg-core';
import { users } from '../modules/auth/auth.table.ts';
import { communities } from '../modules/communities/communities.table.ts';
import { idColumn, optionalRef, requiredRef } from './columns.ts';

/** The foreign keys to a community and to an account, shared by every domain's tables. */

/** `community_id`: the community the row belongs to, deleted with it. */
export const communityColumn = () => requiredRef('community_id', () => communities.id);

/** `community_id` as the primary key: a table with one row per community, deleted with it. */
export const communityKeyColumn = () =>
  uuid('community_id')
    .primaryKey()
    .references(() => communities.id, { onDelete: 'cascade' });

/** `id` and `community_id`: the first columns of every row a community owns. */
export const communityOwnedColumns = () => ({ id: idColumn(), communityId: communityColumn() });

/** A required account (by default `user_id`), deleted with it unless told otherwise. */
export function userColumn<TName extends string = 'user_id'>(
  name: TName = 'user_id' as TName,
  onDelete: 'cascade' | 'restrict' = 'cascade',
) {
  return requiredRef(name, () => users.id, onDelete);
}

/** An optional account, emptied when the account is removed. */
export const optionalUserColumn = <TName extends string>(name: TName) => optionalRef(name, () => users.id);
