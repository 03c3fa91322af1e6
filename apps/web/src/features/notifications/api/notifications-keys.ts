/** Query keys of the notification centre: the refresh button and every write invalidate `all`. */
export const notificationKeys = {
  all: ['notifications'] as const,
  stats: () => [...notificationKeys.all, 'stats'] as const,
  current: () => [...notificationKeys.all, 'current'] as const,
  history: (page: number) => [...notificationKeys.all, 'history', page] as const,
  historyAll: () => [...notificationKeys.all, 'history'] as const,
};

/** The base of the notification calls (spec §7), under /api. */
export const NOTIFICATIONS_BASE = '/notifications';
export const notificationsPath = (rest: string) => `${NOTIFICATIONS_BASE}${rest}`;
