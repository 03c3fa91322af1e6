import { devicePlatforms, NOTIFICATION_LIMITS } from '@koinonia/shared/notifications/notifications.schemas';
import { broadcastStatuses } from '@koinonia/shared/notifications/notifications-read.schemas';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { maxChars } from '../../db/checks.ts';
import { createdAtColumn, requiredRef, timestampColumns } from '../../db/columns.ts';
import {
  communityColumn,
  communityOwnedColumns,
  optionalUserColumn,
  userColumn,
} from '../../db/references.ts';

const listOf = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * A phone of the community's app, by its Expo push token (spec 001 §5), or the members' app in a
 * browser, by its Web Push subscription (platform 'web': the token is the subscription's endpoint,
 * p256dh and auth its keys). A token is one device: when another account (or the same person in
 * another community) registers it, the row moves to them.
 */
export const pushDevices = pgTable(
  'push_devices',
  {
    ...communityOwnedColumns(),
    userId: userColumn(),
    token: text('token').notNull().unique('push_devices_token_key'),
    platform: text('platform', { enum: devicePlatforms }).notNull(),
    /** A web subscription's keys (base64url): the browser's P-256 public key and its auth secret. */
    p256dh: text('p256dh'),
    auth: text('auth'),
    isActive: boolean('is_active').notNull().default(true),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestampColumns(),
  },
  (t) => [
    // A broadcast streams the community's active devices by id (keyset batches).
    index('push_devices_community_active_idx').on(t.communityId, t.id).where(sql`${t.isActive}`),
    // Stale token cleanup: the community's devices not seen for a while.
    index('push_devices_community_seen_idx').on(t.communityId, t.lastSeenAt),
    index('push_devices_user_idx').on(t.userId),
    check('push_devices_platform_check', sql`${t.platform} in (${listOf(devicePlatforms)})`),
    // A web subscription has both keys; a phone has none.
    check(
      'push_devices_web_keys_check',
      sql`(${t.platform} = 'web') = (${t.p256dh} is not null and ${t.auth} is not null)`,
    ),
    maxChars('push_devices', t.token, NOTIFICATION_LIMITS.endpointMax),
    maxChars('push_devices', t.p256dh, 100),
    maxChars('push_devices', t.auth, 30),
  ],
);

/**
 * How many devices each community has per platform and state, kept by the statement triggers of
 * migration 0016 in the same transaction as every device change: the stats read a few rows instead
 * of counting 200,000 devices, and a broadcast's total is read here too.
 */
export const pushDeviceCounts = pgTable(
  'push_device_counts',
  {
    communityId: communityColumn(),
    platform: text('platform', { enum: devicePlatforms }).notNull(),
    isActive: boolean('is_active').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'push_device_counts_pkey', columns: [t.communityId, t.platform, t.isActive] })],
);

/**
 * A push broadcast and its durable job (docs/decisions/notifications.md): QUEUED → SENDING → COMPLETED.
 * `cursor` is the last device id given a delivery record (keyset over push_devices.id);
 * `lease_owner`/`lease_expires_at` the worker running it. sent/failed/error_counts are the sum of its
 * delivery records, kept in the transaction that writes them; delivered/undelivered the receipts Expo
 * gave for its tickets. At most one open broadcast per community (the partial unique index).
 */
export const pushBroadcasts = pgTable(
  'push_broadcasts',
  {
    ...communityOwnedColumns(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: broadcastStatuses }).notNull().default('QUEUED'),
    total: integer('total').notNull().default(0),
    sent: integer('sent').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    errorCounts: jsonb('error_counts').$type<Record<string, number>>().notNull().default({}),
    cursor: uuid('cursor'),
    delivered: integer('delivered').notNull().default(0),
    undelivered: integer('undelivered').notNull().default(0),
    leaseOwner: text('lease_owner'),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    createdBy: optionalUserColumn('created_by'),
    createdAt: createdAtColumn(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('push_broadcasts_one_open_key')
      .on(t.communityId)
      .where(sql`${t.status} in ('QUEUED', 'SENDING')`),
    // The history, newest first.
    index('push_broadcasts_community_created_idx').on(
      t.communityId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The workers' claim: the open broadcasts, oldest first.
    index('push_broadcasts_open_idx').on(t.createdAt, t.id).where(sql`${t.status} in ('QUEUED', 'SENDING')`),
    check('push_broadcasts_status_check', sql`${t.status} in (${listOf(broadcastStatuses)})`),
    check(
      'push_broadcasts_counts_check',
      sql`${t.total} >= 0 and ${t.sent} >= 0 and ${t.failed} >= 0 and ${t.delivered} >= 0 and ${t.undelivered} >= 0`,
    ),
    maxChars('push_broadcasts', t.title, NOTIFICATION_LIMITS.titleMax),
    maxChars('push_broadcasts', t.message, NOTIFICATION_LIMITS.messageMax),
    maxChars('push_broadcasts', t.leaseOwner, 100),
  ],
);

/**
 * Expo's 'ok' tickets of a broadcast, kept until the receipts pass reads their receipts (a receipt
 * may still say DeviceNotRegistered) or they are a day old (Expo keeps receipts about a day).
 */
export const pushTickets = pgTable(
  'push_tickets',
  {
    ticketId: text('ticket_id').primaryKey(),
    broadcastId: requiredRef('broadcast_id', () => pushBroadcasts.id),
    deviceId: requiredRef('device_id', () => pushDevices.id),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('push_tickets_created_idx').on(t.createdAt, t.ticketId),
    index('push_tickets_broadcast_idx').on(t.broadcastId),
    index('push_tickets_device_idx').on(t.deviceId),
    maxChars('push_tickets', t.ticketId, 200),
  ],
);

/**
 * One device's part in one broadcast: SENDING (in the Expo request being made, or in doubt after a
 * crash: sent again on resume), SENT (Expo's ticket id) or FAILED (the reason). Written with each
 * request to Expo, so a resumed broadcast sends exactly the devices with no record plus the one
 * request in doubt. `receipt` is Expo's later word on a SENT message ('ok' or the error kind).
 * Kept for a while after the broadcast ends (the receipts pass drops old ones; the counts stay on
 * the broadcast).
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    broadcastId: requiredRef('broadcast_id', () => pushBroadcasts.id),
    // No foreign key: a device removed meanwhile leaves its records (and the broadcast's counts) alone.
    deviceId: uuid('device_id').notNull(),
    status: text('status', { enum: ['SENDING', 'SENT', 'FAILED'] })
      .notNull()
      .default('SENDING'),
    attempts: integer('attempts').notNull().default(1),
    ticketId: text('ticket_id'),
    error: text('error'),
    receipt: text('receipt'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'push_deliveries_pkey', columns: [t.broadcastId, t.deviceId] }),
    // A resumed broadcast's request in doubt.
    index('push_deliveries_sending_idx').on(t.broadcastId).where(sql`${t.status} = 'SENDING'`),
    check('push_deliveries_status_check', sql`${t.status} in ('SENDING', 'SENT', 'FAILED')`),
    maxChars('push_deliveries', t.ticketId, 200),
  ],
);

/**
 * The pace of every server process on this database towards Expo (600 notifications a second per
 * project): `next_at` is when the next notification may go. A request of n notifications reserves
 * n / rate seconds from max(now, next_at) and waits until its start (push-pace.ts).
 */
export const pushPace = pgTable('push_pace', {
  id: text('id').primaryKey(),
  nextAt: timestamp('next_at', { withTimezone: true }).notNull(),
});
