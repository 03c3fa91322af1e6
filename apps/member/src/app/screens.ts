import { peekEarlyRead, type Read, readEarly } from '@koinonia/ui/api-client';
import { readSession } from '@koinonia/ui/session';
import { postImageUrl } from '../features/posts/lib/post-visuals';
import {
  appSectorsRead,
  communityProfileRead,
  eventsPageRead,
  FEED_FIRST_PHOTOS,
  featuredGroupsRead,
  feedPageRead,
  homeSliceRead,
  myProfileRead,
  nextEventsRead,
  prayersPageRead,
} from '../lib/first-reads';

/**
 * Every screen of the app and where its code is, by its path under /app (React Router's patterns). The
 * router loads a screen when its route matches; the entry asks for the opened screen's code at once,
 * beside the app's own, so a signed-in phone downloads both together instead of one after the other.
 */
export const SCREENS = {
  '/restablecer/:token': () => import('../features/auth/pages/reset-password-page'),
  '/comunidades': () => import('../features/communities/pages/communities-page'),
  '/': () => import('../features/home/pages/home-page'),
  '/noticias': () => import('../features/news/pages/news-page'),
  '/noticias/:id': () => import('../features/news/pages/news-detail-page'),
  '/comunidad': () => import('../features/posts/pages/feed-page'),
  '/comunidad/nueva': () => import('../features/posts/pages/new-post-page'),
  '/comunidad/:id': () => import('../features/posts/pages/post-page'),
  '/oracion': () => import('../features/prayers/pages/prayer-wall-page'),
  '/oracion/mias': () => import('../features/prayers/pages/my-prayers-page'),
  '/grupos': () => import('../features/groups/pages/groups-page'),
  '/grupos/:id': () => import('../features/groups/pages/my-group-page'),
  '/grupos/:id/reunion': () => import('../features/groups/pages/record-meeting-page'),
  '/grupos/:id/reunion/:meetingId': () => import('../features/groups/pages/record-meeting-page'),
  '/eventos': () => import('../features/events/pages/events-page'),
  '/eventos/:id': () => import('../features/events/pages/event-detail-page'),
  '/escuela': () => import('../features/school/pages/courses-page'),
  '/escuela/mis-cursos': () => import('../features/school/pages/my-courses-page'),
  '/escuela/:id': () => import('../features/school/pages/course-page'),
  '/avisos': () => import('../features/notifications/pages/inbox-page'),
  '/perfil': () => import('../features/profile/pages/profile-page'),
  '*': () => import('./not-found-page'),
} satisfies Record<string, () => Promise<{ default: React.ComponentType }>>;

export type ScreenPath = keyof typeof SCREENS;

/** The screen an address under /app opens: a path with no parameter first, as the router ranks them. */
export function screenOf(pathname: string): ScreenPath {
  const path = pathname.replace(/^\/app(?=\/|$)/, '').replace(/(.)\/$/, '$1') || '/';
  if (path in SCREENS) return path as ScreenPath;
  const parts = path.split('/');
  const found = (Object.keys(SCREENS) as ScreenPath[]).find((pattern) => {
    const wanted = pattern.split('/');
    return (
      pattern.includes(':') &&
      wanted.length === parts.length &&
      wanted.every((part, i) => part.startsWith(':') || part === parts[i])
    );
  });
  return found ?? '*';
}

/** The reads each tab makes first (lib/first-reads.ts), besides the header's. */
const FIRST_READS: Partial<Record<ScreenPath, Read[]>> = {
  '/': [homeSliceRead, featuredGroupsRead, nextEventsRead],
  '/comunidad': [feedPageRead(1)],
  '/oracion': [prayersPageRead(1, false)],
  '/grupos': [appSectorsRead],
  '/eventos': [eventsPageRead(1)],
  '/perfil': [myProfileRead],
};

/**
 * The photos the feed shows first, asked for as soon as its first page has come, while the screen's code
 * is still on its way: the first photo is what a phone paints last on that screen.
 */
async function preloadFeedPhotos() {
  const page = await peekEarlyRead<{ items: { imageUrl: string | null }[] }>(feedPageRead(1));
  for (const post of page?.items.slice(0, FEED_FIRST_PHOTOS) ?? []) {
    const src = postImageUrl(post.imageUrl);
    if (!src) continue;
    const photo = new Image();
    photo.fetchPriority = 'high';
    photo.src = src;
  }
}

/** The screens outside the layout (no header, so no community name): the reset link, choosing a community. */
export const WITHOUT_HEADER = new Set<ScreenPath>(['/restablecer/:token', '/comunidades']);

/**
 * Starts downloading the code of the screen at this address (the router finds it on its way) and, with
 * a session, the data it shows first, so code and data arrive together.
 */
export function preloadScreen(pathname: string): void {
  const screen = screenOf(pathname);
  SCREENS[screen]().catch(() => undefined);
  // The header and the tabs read nothing without a session (the reset link opens without one).
  if (WITHOUT_HEADER.has(screen) || !readSession()) return;
  readEarly([communityProfileRead, ...(FIRST_READS[screen] ?? [])]);
  if (screen === '/comunidad') void preloadFeedPhotos();
}
