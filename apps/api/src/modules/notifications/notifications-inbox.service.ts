import type { InboxPage, InboxQuery } from '@koinonia/shared/notifications/notifications-inbox.schemas';
import { withJsonItems } from '../../lib/json-items.ts';
import { paginated } from '../../lib/pagination.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import type { Caller } from '../../plugins/auth.ts';
import { listInbox } from './notifications-inbox.queries.ts';

/**
 * GET /notifications/inbox: the caller's community's broadcasts since their membership was created,
 * newest first, whatever their status (a broadcast still being sent is already the community's notice).
 */
export async function inbox({ db }: ServiceDeps, caller: Caller, query: InboxQuery): Promise<InboxPage> {
  const { items, total } = await listInbox(
    db,
    { communityId: caller.communityId, membershipId: caller.membershipId },
    query,
  );
  return withJsonItems<InboxPage>({ pagination: paginated([], total, query).pagination }, items);
}
