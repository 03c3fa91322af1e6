import type { VisitorInvitation } from '@koinonia/shared/groups/cell-life.schemas';
import { and, eq } from 'drizzle-orm';
import { groupVisitors } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import type { Caller } from '../../plugins/auth.ts';
import { personalInvitation } from '../invitations/invitations.service.ts';
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
    const [visitor] = isUuid(visitorId)
      ? await tx
          .select({
            id: groupVisitors.id,
            name: groupVisitors.name,
            phone: groupVisitors.phone,
            groupId: groupVisitors.groupId,
            invitationId: groupVisitors.invitationId,
          })
          .from(groupVisitors)
          .where(and(eq(groupVisitors.communityId, caller.communityId), eq(groupVisitors.id, visitorId)))
          .limit(1)
          .for('update')
      : [];
    if (!visitor) throw new AppError('VISITOR_NOT_FOUND');
    const group = await cellGroupOrThrow(tx, caller, visitor.groupId);
    if (!leadsGroup(caller, group)) throw new AppError('NOT_GROUP_LEADER');
    const { invitation, created } = await personalInvitation(
      tx,
      caller,
      { current: visitor.invitationId, forName: visitor.name },
      origin,
    );
    if (created)
      await tx
        .update(groupVisitors)
        .set({ invitationId: invitation.id, updatedAt: new Date() })
        .where(eq(groupVisitors.id, visitor.id));
    return { visitor: { id: visitor.id, name: visitor.name, phone: visitor.phone }, invitation };
  });
}
