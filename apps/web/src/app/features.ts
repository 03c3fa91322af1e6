import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { auditFeature } from '../features/audit/audit.routes';
import { communitiesFeature } from '../features/communities/communities.routes';
import { eventsFeature } from '../features/events/events.routes';
import { groupsFeature } from '../features/groups/groups.routes';
import { homeFeature } from '../features/home/home.routes';
import type { ModuleCard } from '../features/home/lib/module-cards-context';
import { membersFeature } from '../features/members/members.routes';
import { newsFeature } from '../features/news/news.routes';
import { notificationsFeature } from '../features/notifications/notifications.routes';
import { postsFeature } from '../features/posts/posts.routes';
import { prayersFeature } from '../features/prayers/prayers.routes';
import { schoolFeature } from '../features/school/school.routes';

type Icon = ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;

/**
 * What a feature's manifest (`features/<d>/<d>.routes.ts`) declares. It is part of the entry chunk
 * (the router imports it), so it names its pages only through `() => import(...)`: each page stays a
 * chunk of its own, loaded when its route matches.
 */
export interface Feature {
  /** The signed-in routes; the first one is where the home card and the nav entry lead. */
  routes: readonly { path: string; page: () => Promise<{ Component: ComponentType }> }[];
  /** Its shortcut among the home page's module cards, in the order of `features`. */
  homeCard?: Omit<ModuleCard, 'to'>;
  /** Its entry in the user menu; `adminOnly` shows it to pastors (COMMUNITY_ADMIN) only. */
  nav?: { label: string; icon: Icon; adminOnly?: boolean };
}

/**
 * Every signed-in feature, one line each. To add one: write its manifest beside its pages and add it
 * here. The login page is not here: it is the entry screen itself (router.tsx, auth-gate.tsx).
 */
export const features: readonly Feature[] = [
  homeFeature,
  communitiesFeature,
  membersFeature,
  groupsFeature,
  newsFeature,
  auditFeature,
  eventsFeature,
  postsFeature,
  prayersFeature,
  notificationsFeature,
  schoolFeature,
];

/** The routes of every feature, each page loaded when its route matches (React Router's lazy). */
export const featureRoutes: RouteObject[] = features.flatMap((feature) =>
  feature.routes.map(({ path, page }) => ({ path, lazy: page })),
);

/** The home page's module cards. */
export const moduleCards: readonly ModuleCard[] = features.flatMap(({ routes, homeCard }) =>
  homeCard ? [{ to: routes[0]!.path, ...homeCard }] : [],
);

/** The user menu's links. */
export const navEntries = features.flatMap(({ routes, nav }) =>
  nav ? [{ to: routes[0]!.path, ...nav }] : [],
);
