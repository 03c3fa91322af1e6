import type { VisitorInvitation } from '@koinonia/shared/groups/cell-life.schemas';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import type { Caller } from '../../plugins/auth.ts';
import { personalInvitation } from '../invitations/invitations.service.ts';
import * as mq from './meetings.queries.ts';
import { cellGroupOrThrow, leadsGroup } from './rosters.service.ts';

/**
 * A visitor becomes a member in one action: the invitation to join the community, made for them (one
 * use, as Miembro, 30 days), ready to share; asking again gives the same one while it can be used.
 */
export function inviteVisitor(
  { db }: ServiceDeps,
  caller: Caller,
  visitorId: string,
  origin: string,
): Promise<VisitorInvitation> {
  return db.transaction(async (tx) => {
    const visitor = isUuid(visitorId)
      ? await mq.lockVisitor(tx, { communityId: caller.communityId, id: visitorId })
      : undefined;
    if (!visitor) throw new AppError('VISITOR_NOT_FOUND');
    const group = await cellGroupOrThrow(tx, caller, visitor.groupId);
    if (!leadsGroup(caller, group)) throw new AppError('NOT_GROUP_LEADER');
    const { invitation, created } = await personalInvitation(
      tx,
      caller,
      { current: visitor.invitationId, forName: visitor.name },
      origin,
    );
    if (created) await mq.setVisitorInvitation(tx, { visitorId: visitor.id, invitationId: invitation.id });
    return { visitor: { id: visitor.id, name: visitor.name, phone: visitor.phone }, invitation };
  });
}
