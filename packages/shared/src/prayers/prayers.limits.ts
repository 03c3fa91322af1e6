// Apart from the schemas (and zod): the members' app reads these before its forms are loaded.

/**
 * Community prayers (spec 001 §2-§9): the dashboard's /prayers screen and its analytics panel, and the
 * members' side in the app (read, pray, ask for prayer). Paths under /api/community/prayers.
 */
export const PRAYERS_LIMITS = {
  title: 150,
  description: 2000,
  testimony: 2000,
  /** The dashboard grid's page ('Cargar más'). */
  pageSize: 12,
  /** The people praying embedded in every read (newest first); the rest through GET /{id}/praying. */
  prayingUsersShown: 5,
  /** GET /community/prayers/{id}/praying: a page of the people praying. */
  prayingPageSize: 50,
  /** The analytics periods, in days (spec §2, §9): default 30. */
  periods: [7, 30, 90, 365] as const,
  defaultPeriod: 30,
  /** 'Recent activity': prayers of the last 7 days (never more than the period). */
  recentDays: 7,
} as const;
