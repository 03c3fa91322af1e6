import { EVENTS_LIMITS } from '@koinonia/shared/events/events.limits';
import { PRAYERS_LIMITS } from '@koinonia/shared/prayers/prayers.limits';
import type { Read } from '@koinonia/ui/api-client';

/**
 * The addresses of the reads each tab makes first, shared by the query that makes each one and by the
 * app's entry, which starts them while the screen's code downloads (app/screens.ts). No zod and no
 * component library here: this file is in the first JavaScript.
 */

/** GET /api/community/profile: the community's name in the header, on every signed-in screen. */
export const communityProfileRead: Read = { path: '/community/profile' };

/** GET /api/community/news/home-slice: Inicio's news cards. */
export const homeSliceRead: Read = { path: '/community/news/home-slice' };

/** GET /api/groups/preview: the groups the church features on Inicio. */
export const featuredGroupsRead: Read = { path: '/groups/preview' };

/** How many of the next events Inicio shows. */
export const HOME_EVENTS = 3;

/** GET /api/community/events?limit=3: Inicio's next events. */
export const nextEventsRead: Read = { path: '/community/events', query: { page: 1, limit: HOME_EVENTS } };

/** GET /api/community/events: a page of the upcoming events (Eventos). */
export const eventsPageRead = (page: number): Read => ({
  path: '/community/events',
  query: { page, limit: EVENTS_LIMITS.appPageSize },
});

/** How many of the feed's first posts show their photo at once (the rest when they come near the screen). */
export const FEED_FIRST_PHOTOS = 2;

/** GET /api/community/posts: a page of the feed (Comunidad), 12 at a time. */
export const feedPageRead = (page: number): Read => ({ path: '/community/posts', query: { page } });

/** GET /api/community/prayers: a page of the prayer wall, or of the person's own prayers (`mine`). */
export const prayersPageRead = (page: number, mine: boolean): Read => ({
  path: '/community/prayers',
  query: { page, limit: PRAYERS_LIMITS.pageSize, mine: mine ? 'true' : undefined },
});

/** GET /api/groups/app-sectors: the sectors with their number of groups (Grupos). */
export const appSectorsRead: Read = { path: '/groups/app-sectors' };

/** GET /api/community/users/profile: the person's own profile (Perfil). */
export const myProfileRead: Read = { path: '/community/users/profile' };
