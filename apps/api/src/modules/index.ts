import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';
import { auditRoutes } from './audit/audit.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { avatarsRoutes } from './avatars/avatars.routes.ts';
import { communitiesRoutes } from './communities/communities.routes.ts';
import { eventsRoutes } from './events/events.routes.ts';
import { eventsAppRoutes } from './events/events-app.routes.ts';
import { groupsRoutes } from './groups/groups.routes.ts';
import { membersRoutes } from './members/members.routes.ts';
import { newsRoutes } from './news/news.routes.ts';
import { notificationsRoutes } from './notifications/notifications.routes.ts';
import { postsRoutes } from './posts/posts.routes.ts';
import { postsFeedRoutes } from './posts/posts-feed.routes.ts';
import { prayersRoutes } from './prayers/prayers.routes.ts';
import { schoolRoutes } from './school/school.routes.ts';
import { schoolAppRoutes } from './school/school-app.routes.ts';
import { schoolEnrollmentsRoutes } from './school/school-enrollments.routes.ts';

/** One line per domain. */
export async function registerModules(
  api: FastifyInstance,
  config: Pick<AppConfig, 'loginThrottle' | 'registerLimit' | 'lookupLimit' | 'jwtSecret'>,
) {
  await api.register(authRoutes, {
    loginThrottle: config.loginThrottle,
    registerLimit: config.registerLimit,
  });
  await api.register(communitiesRoutes);
  await api.register(membersRoutes, { lookupLimit: config.lookupLimit });
  await api.register(groupsRoutes);
  await api.register(newsRoutes);
  await api.register(postsRoutes);
  await api.register(postsFeedRoutes);
  await api.register(prayersRoutes);
  await api.register(eventsRoutes);
  await api.register(eventsAppRoutes, { secret: config.jwtSecret });
  await api.register(schoolRoutes);
  await api.register(schoolEnrollmentsRoutes);
  await api.register(schoolAppRoutes);
  await api.register(notificationsRoutes);
  await api.register(avatarsRoutes);
  await api.register(auditRoutes);
}
