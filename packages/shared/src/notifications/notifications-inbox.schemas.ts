import { pageOf, paginationQuerySchema } from '../common/pagination.schemas.ts';
import { z } from '../zod-setup.ts';

/**
 * The members' inbox ('Avisos'): the community's push broadcasts since the member joined, newest
 * first, so a person whose phone blocked notifications still reads them.
 */

export const INBOX_LIMITS = { pageSize: 20 } as const;

/** GET /notifications/inbox. */
export const inboxQuerySchema = paginationQuerySchema.extend({
  limit: paginationQuerySchema.shape.limit.default(INBOX_LIMITS.pageSize),
});
export type InboxQuery = z.output<typeof inboxQuerySchema>;

export const inboxItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  message: z.string(),
  /** When the pastor sent it (ISO instant). */
  sentAt: z.string(),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;

export const inboxPageSchema = pageOf(inboxItemSchema);
export type InboxPage = z.infer<typeof inboxPageSchema>;
