import type { ErrorCode } from '@koinonia/shared/errors';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { Tx } from '../db/client.ts';
import type { ImageStorage } from '../lib/storage.ts';
import type { ImageReferences } from '../lib/stored-images.ts';
import type { PushConfig } from './notifications/push-config.ts';

/** What of the configuration the modules' plugins and routes read. */
export type ModuleConfig = Pick<
  AppConfig,
  'loginThrottle' | 'registerLimit' | 'lookupLimit' | 'guessLimit' | 'jwtSecret'
> &
  Partial<Pick<AppConfig, 'publicUrl' | 'map'>> & {
    /** Push broadcasts (Expo's address, pace, worker timings); the defaults where absent. */
    push?: Partial<PushConfig>;
  };

/** What a domain's demo data is given, inside the seed's one transaction. */
export interface SeedContext {
  tx: Tx;
  /** The demo community ('Iglesia Comunidad de Fe'), with its people already in. */
  demoId: string;
  /** The neighbouring community ('Iglesia Vecina'). */
  neighbourId: string;
  storage: ImageStorage;
}

/** An image a seed made: written to storage once the transaction has committed. */
export interface SeededImage {
  /** Its folder (imageTypes). */
  type: string;
  name: string;
  data: Promise<Buffer>;
}

/**
 * Everything of one API domain that the application has to know about, in one place
 * (`modules/<d>/<d>.module.ts`), listed once in `modules/index.ts`.
 */
export interface ApiModule {
  /** The domain's folder name: `modules/<name>/`. */
  name: string;
  /** Its Fastify plugins (decorators, workers), registered on the app before any route. */
  plugins?: (app: FastifyInstance, config: ModuleConfig) => Promise<void>;
  /** Its route plugins, registered under /api in this order. */
  routes?: (api: FastifyInstance, config: ModuleConfig) => Promise<void>;
  /** Its tables: each must also be exported by name from db/schema.ts (what drizzle-kit reads). */
  tables?: Record<string, PgTable>;
  /** Its demo data, run by seedDemo in the order of the list. */
  seed?: (ctx: SeedContext) => Promise<SeededImage[] | undefined>;
  /** Which rows name its stored images, by image type (the start-up sweep of staged images). */
  imageReferences?: ImageReferences;
  /** Its unique constraints, by name, and the error a violation means (lib/db-errors.ts). */
  uniqueViolations?: Readonly<Record<string, ErrorCode>>;
}

export const defineModule = <M extends ApiModule>(module: M): M => module;
