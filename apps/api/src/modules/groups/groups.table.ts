import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { maxChars } from '../../db/checks.ts';
import { requiredRef, timestampColumns } from '../../db/columns.ts';
import { communityOwnedColumns, optionalUserColumn, userColumn } from '../../db/references.ts';

export const sectors = pgTable(
  'sectors',
  {
    ...communityOwnedColumns(),
    name: text('name').notNull(),
    /** The name lower-cased and without accents, stored so that lists sort without recomputing it. */
    sortName: text('sort_name')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`koinonia_fold(${sectors.name})`),
    description: text('description'),
    iconName: text('icon_name', {
      enum: ['map-pin', 'house', 'building', 'tree', 'mountain', 'water', 'road', 'park'],
    }).notNull(),
    color: text('color').notNull(),
    displayOrder: integer('display_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    ...timestampColumns(),
  },
  (t) => [
    index('sectors_community_order_idx').on(t.communityId, t.displayOrder, t.name),
    // A pastor never wants two "Chapinero": names are unique per community, ignoring case and accents.
    uniqueIndex('sectors_community_name_key').on(t.communityId, t.sortName),
    check('sectors_display_order_check', sql`${t.displayOrder} >= 0`),
    maxChars('sectors', t.name, 80),
    maxChars('sectors', t.description, 300),
    maxChars('sectors', t.iconName, 20),
    maxChars('sectors', t.color, 7),
  ],
);

export const groups = pgTable(
  'groups',
  {
    ...communityOwnedColumns(),
    // A sector with groups cannot be deleted: the service says so, the foreign key guarantees it.
    sectorId: requiredRef('sector_id', () => sectors.id, 'restrict'),
    name: text('name').notNull(),
    /** The name lower-cased and without accents, stored so that lists sort without recomputing it. */
    sortName: text('sort_name')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`koinonia_fold(${groups.name})`),
    /**
     * Copies of its sector's display order and sort name, kept by triggers (migration 0018): when a
     * group is added or moves, and when a sector is reordered or renamed. The list's order is then on
     * this table alone, so groups_community_order_idx walks it.
     */
    sectorDisplayOrder: integer('sector_display_order').notNull().default(0),
    sectorSortName: text('sector_sort_name').notNull().default(''),
    description: text('description'),
    leaderId: userColumn('leader_id', 'restrict'),
    coLeaderId: optionalUserColumn('co_leader_id'),
    meetingAddress: text('meeting_address').notNull(),
    meetingDay: text('meeting_day', {
      enum: ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'],
    }).notNull(),
    meetingTime: text('meeting_time').notNull(),
    capacity: integer('capacity').notNull(),
    currentMembers: integer('current_members').notNull().default(0),
    showInPreview: boolean('show_in_preview').notNull().default(false),
    whatsappNumber: text('whatsapp_number'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    isOpenToNewMembers: boolean('is_open_to_new_members').notNull().default(true),
    isActive: boolean('is_active').notNull().default(true),
    /** Lower-cased, accent-free name, address and description: what the group search matches. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`koinonia_fold(${groups.name} || ' ' || ${groups.meetingAddress} || ' ' || coalesce(${groups.description}, ''))`,
      ),
    ...timestampColumns(),
  },
  (t) => [
    index('groups_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('groups_community_sector_idx').on(t.communityId, t.sectorId),
    index('groups_community_order_idx').on(
      t.communityId,
      t.sectorDisplayOrder,
      t.sectorSortName,
      t.sortName,
      t.id,
    ),
    index('groups_community_active_idx').on(t.communityId, t.isActive),
    index('groups_community_preview_idx').on(t.communityId).where(sql`${t.showInPreview} and ${t.isActive}`),
    index('groups_leader_idx').on(t.leaderId),
    index('groups_co_leader_idx').on(t.coLeaderId),
    check('groups_capacity_check', sql`${t.capacity} between 5 and 100`),
    check('groups_current_members_check', sql`${t.currentMembers} between 0 and ${t.capacity}`),
    check('groups_co_leader_check', sql`${t.coLeaderId} is null or ${t.coLeaderId} <> ${t.leaderId}`),
    maxChars('groups', t.name, 100),
    maxChars('groups', t.description, 500),
    maxChars('groups', t.meetingAddress, 200),
    maxChars('groups', t.meetingDay, 10),
    maxChars('groups', t.meetingTime, 5),
    maxChars('groups', t.whatsappNumber, 20),
  ],
);
