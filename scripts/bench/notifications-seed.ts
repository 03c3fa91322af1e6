import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { benchAdmin, benchMember, benchPerson } from './members.ts';
import type { SeedContext } from './types.ts';

/**
 * The bench's push devices (see notificationsBench in notifications.ts), seeded with SQL, and the model
 * of them the checks use. Device n (1..DEVICES):
 *   - n ≤ BIG = ACTIVE + INACTIVE: the bench's community; INACTIVE of them inactive, spread evenly
 *     (Bresenham: n is inactive when ⌊n·I/BIG⌋ steps). ACTIVE (60,000) is what its broadcast reaches.
 *   - the rest round-robin over OTHER_COMMUNITIES communities (the neighbour first), one in five inactive;
 *   - iOS when (7n) mod 10 < 4, Android otherwise;
 *   - last seen (7919n mod AGE_DAYS) days and 12 hours before the seed: every age from today to five
 *     months ago, the half day keeping the cleanup's count exact however long the bench runs (< 12 h);
 *   - the token ExponentPushToken[bench<tag>-<n>] (a valid Expo token for the fake), of the (1 + n mod M)-th
 *     person whose membership is active (M of them): a broadcast skips deactivated members' devices.
 */
const AGE_DAYS = 150;
const OTHER_COMMUNITIES = 24;
/** The history: this many finished broadcasts of the bench's community, and a few of the neighbour's. */
const HISTORY = 250;
const NEIGHBOUR_HISTORY = 20;
/**
 * The bench's member (benchMember) joined half an hour before the INBOX-th broadcast: their inbox holds the
 * newest INBOX (the members' seed creates every membership at once, after which no broadcast is).
 */
const INBOX = 100;
/** Rows a seed statement inserts at most, so none outlasts the server's statement timeout. */
const BATCH = 25_000;
const HOUR = 3_600_000;

/** A stable v4-shaped id from a name (as school-seed's): the API's id parameters accept only RFC 4122. */
const md5Uuid = (name: string) => {
  const h = createHash('md5').update(name).digest('hex');
  const v4 = `${h.slice(0, 12)}4${h.slice(13, 16)}8${h.slice(17)}`;
  return v4.replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');
};
const idOf = (name: SQL) => sql`overlay(overlay(md5(${name}) placing '4' from 13) placing '8' from 17)::uuid`;

export type Platform = 'ios' | 'android';
/** Devices by platform and state, as GET /notifications/stats counts them. */
export type DeviceCounts = Record<`${Platform}:${boolean}`, number>;
const noDevices = (): DeviceCounts => ({
  'ios:true': 0,
  'ios:false': 0,
  'android:true': 0,
  'android:false': 0,
});

export async function seedNotifications({ db, communityId, neighbourId, sizes, tag }: SeedContext) {
  const t0 = Date.now();
  const env = process.env;
  const ACTIVE = Number(env.BENCH_PUSH_BROADCAST ?? 60_000);
  const INACTIVE = Number(env.BENCH_PUSH_INACTIVE ?? Math.round(ACTIVE / 3));
  const BIG = ACTIVE + INACTIVE;
  const DEVICES = Math.max(BIG, Number(env.BENCH_PUSH_DEVICES ?? 200_000));
  const CLEANUP_DAYS = Number(env.BENCH_PUSH_CLEANUP_DAYS ?? 140);
  const base = Math.floor(Date.now() / 60_000) * 60_000 - 60_000;
  const baseIso = new Date(base).toISOString();

  // ---- The model, as the SQL below seeds it.
  const inactiveBig = (n: number) =>
    Math.floor((n * INACTIVE) / BIG) !== Math.floor(((n - 1) * INACTIVE) / BIG);
  const platformOf = (n: number): Platform => ((7 * n) % 10 < 4 ? 'ios' : 'android');
  const ageDays = (n: number) => (7919 * n) % AGE_DAYS;
  const big = noDevices();
  const bigAfterCleanup = noDevices();
  let cleaned = 0;
  for (let n = 1; n <= BIG; n++) {
    const key = `${platformOf(n)}:${!inactiveBig(n)}` as const;
    big[key]++;
    // The cleanup deletes devices last seen more than CLEANUP_DAYS days ago (ageDays + ½ > CLEANUP_DAYS).
    if (ageDays(n) >= CLEANUP_DAYS) cleaned++;
    else bigAfterCleanup[key]++;
  }
  if (big['ios:true'] + big['android:true'] !== ACTIVE) throw new Error('bench: the device model is wrong');

  // ---- The communities: the neighbour and OTHER_COMMUNITIES - 1 more.
  const others = [neighbourId];
  for (let k = 2; k <= OTHER_COMMUNITIES; k++) {
    const r = (await db.execute(
      sql`insert into communities (name) values (${`Iglesia Notificaciones ${k}`}) returning id`,
    )) as unknown as { rows: { id: string }[] };
    others.push(r.rows[0]!.id);
  }
  const othersSql = sql.raw(`array[${others.map((id) => `'${id}'::uuid`).join(',')}]`);

  // ---- The devices, in statements of BATCH rows. The statement triggers keep push_device_counts.
  await db.execute(sql`drop table if exists bench_push_people`);
  await db.execute(sql`
    create table bench_push_people as
    select row_number() over (order by u.created_at desc)::int as p, u.id
    from users u join memberships m on m.user_id = u.id and m.community_id = ${communityId} and m.is_active
    where u.email like ${`%.${tag}@correo.test`}`);
  await db.execute(sql`alter table bench_push_people add primary key (p)`);
  const M = (
    (await db.execute(sql`select count(*)::int as m from bench_push_people`)) as unknown as {
      rows: { m: number }[];
    }
  ).rows[0]!.m;
  for (let from = 1; from <= DEVICES; from += BATCH) {
    const to = Math.min(DEVICES, from + BATCH - 1);
    await db.execute(sql`
      insert into push_devices (community_id, user_id, token, platform, is_active, last_seen_at, created_at,
        updated_at)
      select
        case when n <= ${BIG} then ${communityId}::uuid
          else (${othersSql})[1 + (n - ${BIG} - 1) % ${others.length}] end,
        u.id, 'ExponentPushToken[bench' || ${tag}::text || '-' || n || ']',
        case when (7 * n) % 10 < 4 then 'ios' else 'android' end,
        case when n <= ${BIG} then (n * ${INACTIVE}::bigint) / ${BIG} = ((n - 1) * ${INACTIVE}::bigint) / ${BIG}
          else n % 5 <> 0 end,
        s.seen, s.seen - make_interval(days => 30 + n % 300), s.seen
      from generate_series(${from}::int, ${to}::int) as g(n)
      cross join lateral (select ${baseIso}::timestamptz
        - make_interval(days => ((7919 * n::bigint) % ${AGE_DAYS})::int, hours => 12) as seen) as s
      join bench_push_people u on u.p = 1 + n % ${M}`);
  }
  await db.execute(sql`drop table bench_push_people`);

  // ---- The history: finished broadcasts, one an hour back from the seed, by the community's pastors.
  const pastors = [500, 1000, 1500].filter((p) => p <= sizes.members);
  const broadcastOf = (k: number) => {
    const total = 50_000 + ((k * 37) % 10_000);
    const failed = k % 7 === 0 ? k : 0;
    return {
      id: md5Uuid(`${tag}-broadcast-${k}`),
      title: `Aviso ${k}`,
      total,
      sent: total - failed,
      failed,
      errorCounts: failed ? { DeviceNotRegistered: failed } : {},
      createdBy: benchPerson(pastors[k % pastors.length] ?? benchAdmin(tag).i, tag),
      createdAt: new Date(base - k * HOUR).toISOString(),
    };
  };
  const history = Array.from({ length: HISTORY }, (_, k) => broadcastOf(k + 1));
  await db.execute(sql`
    insert into push_broadcasts (id, community_id, title, message, status, total, sent, failed, error_counts,
      created_by, created_at, started_at, finished_at)
    select ${idOf(sql`${tag}::text || '-broadcast-' || k`)}, ${communityId}, 'Aviso ' || k,
      'Recordatorio para la congregación número ' || k, 'COMPLETED', b.total, b.total - b.failed, b.failed,
      case when b.failed > 0 then jsonb_build_object('DeviceNotRegistered', b.failed) else '{}'::jsonb end,
      u.id, b.at, b.at + interval '1 second', b.at + interval '2 minutes'
    from generate_series(1, ${HISTORY}) as g(k)
    cross join lateral (select 50000 + (k * 37) % 10000 as total,
      case when k % 7 = 0 then k else 0 end as failed,
      ${baseIso}::timestamptz - make_interval(hours => k) as at) as b
    join users u on u.email = 'bench' || (${sql.raw(`array[${pastors.join(',')}]`)})[1 + k % ${pastors.length}]
      || '.' || ${tag}::text || '@correo.test'`);
  await db.execute(sql`
    update memberships set created_at = ${baseIso}::timestamptz - make_interval(mins => ${INBOX * 60 + 30})
    where community_id = ${communityId}
      and user_id = (select id from users where email = ${benchMember(tag).email})`);
  const inbox = history.slice(0, INBOX);
  await db.execute(sql`
    insert into push_broadcasts (community_id, title, message, status, total, sent, failed, created_at,
      started_at, finished_at)
    select ${neighbourId}, 'Vecina ' || k, 'Otra comunidad', 'COMPLETED', 100, 100, 0,
      ${baseIso}::timestamptz - make_interval(mins => 30 * k), ${baseIso}::timestamptz - make_interval(mins => 30 * k),
      ${baseIso}::timestamptz - make_interval(mins => 30 * k - 1)
    from generate_series(1, ${NEIGHBOUR_HISTORY}) as g(k)`);

  // ---- The counters the triggers kept must be the devices' (and the model's).
  const counted = (await db.execute(sql`
    select coalesce(c.community_id, d.community_id)::text as community_id,
      coalesce(c.platform, d.platform) as platform, coalesce(c.is_active, d.is_active) as is_active,
      coalesce(c.count, 0) as kept, coalesce(d.n, 0) as actual
    from (select * from push_device_counts where count <> 0) c
    full join (select community_id, platform, is_active, count(*)::int as n from push_devices
      group by community_id, platform, is_active) d
      on d.community_id = c.community_id and d.platform = c.platform and d.is_active = c.is_active`)) as unknown as {
    rows: { community_id: string; platform: Platform; is_active: boolean; kept: number; actual: number }[];
  };
  const wrongCounts = counted.rows.filter((r) => Number(r.kept) !== Number(r.actual));
  if (wrongCounts.length)
    throw new Error(`bench: push_device_counts is not the devices' count: ${JSON.stringify(wrongCounts)}`);
  for (const r of counted.rows.filter((r) => r.community_id === communityId)) {
    const expected = big[`${r.platform}:${r.is_active}`];
    if (Number(r.actual) !== expected)
      throw new Error(`bench: ${r.platform}/${r.is_active} has ${r.actual} devices, the model ${expected}`);
  }
  console.log(
    `seeded ${DEVICES} push devices (${ACTIVE} active and ${INACTIVE} inactive in the bench's community, the rest over ${others.length} others) and ${HISTORY + NEIGHBOUR_HISTORY} broadcasts in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );
  return { DEVICES, ACTIVE, INACTIVE, CLEANUP_DAYS, big, bigAfterCleanup, cleaned, history, inbox };
}

export type NotificationsModel = Awaited<ReturnType<typeof seedNotifications>>;
export type SeededBroadcast = NotificationsModel['history'][number];

/**
 * The web push bench's church (BENCH_PUSH_WEB browsers, default 50,000): a community of its own whose
 * devices are all browsers subscribed at the bench's local push service (each a P-256 key pair and an
 * auth secret the service keeps to decrypt), one pastor (benchweb.<tag>) holding them, so its broadcast
 * is web only and the other scenarios' counts are untouched.
 */
export async function seedWebPush(
  { db, passwordHash, tag }: SeedContext,
  subscribe: () => { endpoint: string; keys: { p256dh: string; auth: string } },
) {
  const t0 = Date.now();
  const WEB = Number(process.env.BENCH_PUSH_WEB ?? 50_000);
  const email = `benchweb.${tag}@correo.test`;
  const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;
  const [community] = rows<{ id: string }>(
    await db.execute(sql`insert into communities (name) values ('Iglesia Web Push') returning id`),
  );
  const [pastor] = rows<{ id: string }>(
    await db.execute(sql`
      insert into users (name, email, password_hash, document_number, phone)
      values ('Pastora Web', ${email}, ${passwordHash}, ${`${tag}-web`}, '+57 300 0000000') returning id`),
  );
  await db.execute(sql`
    insert into memberships (community_id, user_id, role, is_active, joined_at)
    values (${community!.id}, ${pastor!.id}, 'COMMUNITY_ADMIN', true, now())`);
  const STEP = 5_000;
  for (let from = 0; from < WEB; from += STEP) {
    const batch = Array.from({ length: Math.min(STEP, WEB - from) }, () => {
      const s = subscribe();
      return { token: s.endpoint, p256dh: s.keys.p256dh, auth: s.keys.auth };
    });
    await db.execute(sql`
      insert into push_devices (community_id, user_id, token, platform, p256dh, auth)
      select ${community!.id}, ${pastor!.id}, s.token, 'web', s.p256dh, s.auth
      from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as s(token text, p256dh text, auth text)`);
  }
  console.log(`seeded ${WEB} web push subscriptions in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return { WEB, communityId: community!.id, email };
}
