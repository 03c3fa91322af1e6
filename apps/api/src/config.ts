import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { type PushConfig, pushConfigOf, type WebPushIdentity } from './modules/notifications/push-config.ts';
import {
  isVapidPrivateKey,
  isVapidPublicKey,
  persistentVapidKeys,
} from './modules/notifications/vapid-keys.ts';

const booleanEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** OpenStreetMap's tiles, unless MAP_TILE_URL and MAP_TILE_ATTRIBUTION say otherwise. */
export const DEFAULT_MAP = {
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
} as const;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(16, 'JWT_SECRET must have at least 16 characters').optional(),
  // Access tokens live at most 12 hours: '90m', '8h', '3600s'.
  JWT_EXPIRES_IN: z
    .string()
    .regex(/^\d+[smh]$/, 'JWT_EXPIRES_IN must be a number followed by s, m or h (e.g. 8h)')
    .refine((v) => durationSeconds(v) > 0 && durationSeconds(v) <= 12 * 3600, {
      message: 'JWT_EXPIRES_IN must be between 1 second and 12h',
    })
    .default('12h'),
  SEED_DEMO: booleanEnv.optional(),
  DEMO_PASSWORD: z.string().min(8).default('koinonia-demo'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  MEMBER_DIST: z.string().optional(),
  // The server's public address (https://iglesia.example.org), for the links it hands out (invitations,
  // password resets); the request's own address when unset.
  PUBLIC_URL: z
    .string()
    .url()
    .regex(/^https?:\/\//, 'PUBLIC_URL must be an http(s) address')
    .transform((v) => v.replace(/\/+$/, ''))
    .optional(),
  // false; true (one proxy in front, the usual reverse proxy); a number of proxy hops; or the proxies'
  // addresses or CIDR ranges, comma-separated. Never "trust every hop": the left-most X-Forwarded-For
  // entry is whatever the client wrote, and the rate limits and the audit log key on the address.
  TRUST_PROXY: z
    .string()
    .regex(
      /^(true|false|yes|no|\d{1,2}|[0-9a-fA-F.:/,\s]+)$/,
      'TRUST_PROXY must be true, false, a hop count or proxy addresses',
    )
    .default('false')
    .transform((v): false | number | string => {
      if (v === 'false' || v === 'no' || v === '0') return false;
      if (v === 'true' || v === 'yes') return 1;
      if (/^\d+$/.test(v)) return Number(v);
      return v.replace(/\s/g, '');
    }),
  // Push notifications (Expo): the service's address (a fake one in development), its access token
  // when the Expo project requires one, the pace towards Expo shared by every server on the database
  // (0 = unpaced), the largest broadcast send-global waits for (larger ones go on in the background:
  // 202), and how long a request Expo refuses is tried again before its devices count as failed.
  EXPO_BASE_URL: z.string().url().default('https://exp.host'),
  EXPO_ACCESS_TOKEN: z.string().optional(),
  PUSH_RATE_PER_SECOND: z.coerce.number().int().min(0).max(100_000).default(600),
  PUSH_SYNC_LIMIT: z.coerce.number().int().min(0).max(100_000).default(200),
  PUSH_RETRY_DEADLINE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(600),
  // Web Push (the members' app in a browser): the VAPID key pair (base64url, as `npx web-push
  // generate-vapid-keys` prints it; generated and kept in DATA_DIR when unset in embedded mode), the
  // contact push services see (mailto: or https:), http and private addresses allowed (tests, local
  // trials only), and the pace towards the push services shared by every server (0 = unpaced).
  VAPID_PUBLIC_KEY: z
    .string()
    .refine(isVapidPublicKey, 'VAPID_PUBLIC_KEY must be a base64url P-256 public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .refine(isVapidPrivateKey, 'VAPID_PRIVATE_KEY must be a base64url P-256 private key')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'VAPID_SUBJECT must be a mailto: or https: address')
    .optional(),
  WEB_PUSH_ALLOW_INSECURE: booleanEnv.optional(),
  WEB_PUSH_RATE_PER_SECOND: z.coerce.number().int().min(0).max(100_000).default(1000),
  // The members' app's map: the tile server (a Leaflet URL template) and its attribution (HTML).
  MAP_TILE_URL: z
    .string()
    .regex(/^https?:\/\/[^\s"'<>]+$/, 'MAP_TILE_URL must be an http(s) address')
    .refine(
      (v) => ['{z}', '{x}', '{y}'].every((p) => v.includes(p)),
      'MAP_TILE_URL must contain {z}, {x} and {y}',
    )
    .default(DEFAULT_MAP.tileUrl),
  MAP_TILE_ATTRIBUTION: z.string().max(500).default(DEFAULT_MAP.attribution),
  // The bench's SQL capture (plugins/sql-trace.ts): off unless set.
  KOINONIA_SQL_TRACE: booleanEnv.optional(),
});

export interface MapConfig {
  tileUrl: string;
  attribution: string;
}

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  jwtExpiresIn: string;
  seedDemo: boolean;
  demoPassword: string;
  logLevel: string;
  webDist: string | undefined;
  /** The built members' app, served under /app/. */
  memberDist: string | undefined;
  /** Behind a reverse proxy: take the client IP from X-Forwarded-For (for the login rate limit). */
  trustProxy: false | number | string;
  /** Uploaded images: DATA_DIR/uploads. */
  uploadsDir: string;
  /** Failed logins: per account and address pair, per untrusted account, and per address. */
  loginThrottle: { max: number; ipMax: number; windowMs: number };
  /** Sign-ups per address. */
  registerLimit: { max: number; windowMs: number };
  /** Lookups of a person by document number, per pastor account. */
  lookupLimit: { max: number; windowMs: number };
  /** Unknown invitation codes and password-reset tokens, per address (guessing). */
  guessLimit: { max: number; windowMs: number };
  /** PUBLIC_URL without its trailing slash: where the links handed out point; the request's address if unset. */
  publicUrl: string | undefined;
  /** Push broadcasts: Expo's address and token, pace, sync limit and the worker's timings. */
  push: PushConfig;
  /** The members' app's map tiles: MAP_TILE_URL and MAP_TILE_ATTRIBUTION (the CSP lets the tiles load). */
  map: MapConfig;
  /**
   * KOINONIA_SQL_TRACE: every response carries the SQL its request ran on PostgreSQL (header
   * x-koinonia-sql), for the bench's raw baseline. Never in production.
   */
  sqlTrace: boolean;
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Reads and validates every environment variable in one place. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable (FOO=) means unset.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid environment: ${detail}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET ?? (e.DATABASE_URL ? requireSecret() : persistentSecret(dataDir)),
    jwtExpiresIn: e.JWT_EXPIRES_IN,
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    demoPassword: e.DEMO_PASSWORD,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : path.join(repoRoot, 'apps/web/dist'),
    memberDist: e.MEMBER_DIST ? path.resolve(e.MEMBER_DIST) : path.join(repoRoot, 'apps/member/dist'),
    loginThrottle: { max: 10, ipMax: 30, windowMs: 15 * 60 * 1000 },
    registerLimit: { max: 20, windowMs: 60 * 60 * 1000 },
    lookupLimit: { max: 60, windowMs: 15 * 60 * 1000 },
    guessLimit: { max: 30, windowMs: 15 * 60 * 1000 },
    publicUrl: e.PUBLIC_URL,
    uploadsDir: path.join(dataDir, 'uploads'),
    trustProxy: e.TRUST_PROXY,
    push: pushConfigOf({
      expoBaseUrl: e.EXPO_BASE_URL,
      expoAccessToken: e.EXPO_ACCESS_TOKEN,
      ratePerSecond: e.PUSH_RATE_PER_SECOND,
      syncLimit: e.PUSH_SYNC_LIMIT,
      retryDeadlineMs: e.PUSH_RETRY_DEADLINE_SECONDS * 1000,
      webPush: webPushIdentity(e, dataDir),
      webPushAllowInsecure: e.WEB_PUSH_ALLOW_INSECURE ?? false,
      webRatePerSecond: e.WEB_PUSH_RATE_PER_SECOND,
    }),
    map: { tileUrl: e.MAP_TILE_URL, attribution: e.MAP_TILE_ATTRIBUTION },
    sqlTrace: e.KOINONIA_SQL_TRACE ?? false,
  };
}

export class ConfigError extends Error {}

function durationSeconds(value: string): number {
  const unit = value.at(-1);
  const n = Number.parseInt(value, 10);
  return unit === 'h' ? n * 3600 : unit === 'm' ? n * 60 : n;
}

function requireSecret(): never {
  throw new ConfigError('JWT_SECRET is required when DATABASE_URL is set (all instances must share it)');
}

/**
 * The VAPID keys: both from the environment, or (embedded mode) the pair generated at the first start
 * and kept in DATA_DIR. With DATABASE_URL and no keys Web Push is off (docs/decisions/notifications.md):
 * a pair per server would leave the subscriptions made through one refused when another one sends.
 */
function webPushIdentity(e: z.infer<typeof envSchema>, dataDir: string): WebPushIdentity | undefined {
  if (!e.VAPID_PUBLIC_KEY !== !e.VAPID_PRIVATE_KEY)
    throw new ConfigError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  const keys =
    e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
      ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
      : e.DATABASE_URL
        ? undefined
        : persistentVapidKeys(dataDir);
  if (!keys) return undefined;
  const subject =
    e.VAPID_SUBJECT ??
    (e.PUBLIC_URL?.startsWith('https://') ? e.PUBLIC_URL : 'mailto:webpush@koinonia.invalid');
  return { ...keys, subject };
}

/** In embedded mode a secret is generated once and kept in DATA_DIR so sessions survive restarts. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
