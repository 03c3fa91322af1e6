import type { FastifyInstance } from 'fastify';
import type { ImageReferences } from '../lib/stored-images.ts';
import type { ApiModule, ModuleConfig } from './api-module.ts';
import { appConfigModule } from './app-config/app-config.module.ts';
import { auditModule } from './audit/audit.module.ts';
import { authModule } from './auth/auth.module.ts';
import { avatarsModule } from './avatars/avatars.module.ts';
import { communitiesModule } from './communities/communities.module.ts';
import { eventsModule } from './events/events.module.ts';
import { groupsModule } from './groups/groups.module.ts';
import { invitationsModule } from './invitations/invitations.module.ts';
import { membersModule } from './members/members.module.ts';
import { newsModule } from './news/news.module.ts';
import { notificationsModule } from './notifications/notifications.module.ts';
import { passwordResetsModule } from './password-resets/password-resets.module.ts';
import { postsModule } from './posts/posts.module.ts';
import { prayersModule } from './prayers/prayers.module.ts';
import { schoolModule } from './school/school.module.ts';

/**
 * Every API domain, one line each (its manifest is `<d>/<d>.module.ts`). The order is the order of
 * their routes (and so of the OpenAPI document) and of their demo data.
 */
export const modules: readonly ApiModule[] = [
  authModule,
  communitiesModule,
  membersModule,
  invitationsModule,
  passwordResetsModule,
  groupsModule,
  newsModule,
  postsModule,
  prayersModule,
  eventsModule,
  schoolModule,
  notificationsModule,
  avatarsModule,
  auditModule,
  appConfigModule,
];

/** The modules' own Fastify plugins (the push worker…), on the app itself. */
export async function registerModulePlugins(app: FastifyInstance, config: ModuleConfig) {
  for (const module of modules) await module.plugins?.(app, config);
}

/** The modules' routes, in the list's order (registered under /api). */
export async function registerModules(api: FastifyInstance, config: ModuleConfig) {
  for (const module of modules) await module.routes?.(api, config);
}

/** Keys of records merged from the modules: a key declared twice is a mistake, not an override. */
function merged<V>(part: (module: ApiModule) => Readonly<Record<string, V>> | undefined): Record<string, V> {
  const all: Record<string, V> = {};
  for (const module of modules) {
    for (const [key, value] of Object.entries(part(module) ?? {})) {
      if (key in all) throw new Error(`modules: ${key} is declared twice (again by ${module.name})`);
      all[key] = value;
    }
  }
  return all;
}

/**
 * Which rows name the stored images of each type: how the start-up sweep of the staging folder
 * tells a file whose row committed from one whose transaction failed.
 */
export const imageReferences: ImageReferences = merged((m) => m.imageReferences);

/** Every module's unique constraints and the error their violation means (lib/db-errors.ts). */
export const uniqueViolations = merged((m) => m.uniqueViolations);

/** Every module's tables, by the name db/schema.ts exports them under. */
export const moduleTables = merged((m) => m.tables);
