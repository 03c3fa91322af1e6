import { communitiesAuditTypes } from '../communities/communities.audit.ts';
import { eventsAuditTypes } from '../events/events.audit.ts';
import { groupsAuditTypes } from '../groups/groups.audit.ts';
import { invitationsAuditTypes } from '../invitations/invitations.audit.ts';
import { membersAuditTypes } from '../members/members.audit.ts';
import { newsAuditTypes } from '../news/news.audit.ts';
import { notificationsAuditTypes } from '../notifications/notifications.audit.ts';
import { postsAuditTypes } from '../posts/posts.audit.ts';
import { prayersAuditTypes } from '../prayers/prayers.audit.ts';
import { schoolAuditTypes } from '../school/school.audit.ts';

/** What the audit log records: the kind of action and the kind of object, with their Spanish labels. */
export const auditActions = ['create', 'update', 'delete', 'deactivate', 'reactivate', 'lookup'] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditActionLabels: Record<AuditAction, string> = {
  create: 'Creó',
  update: 'Modificó',
  delete: 'Eliminó',
  deactivate: 'Inactivó',
  reactivate: 'Reactivó',
  lookup: 'Consultó',
};

/** The kinds of object, with their labels: each domain's (`<d>/<d>.audit.ts`), one line per domain. */
export const auditObjectTypeLabels = {
  ...communitiesAuditTypes,
  ...membersAuditTypes,
  ...invitationsAuditTypes,
  ...groupsAuditTypes,
  ...newsAuditTypes,
  ...postsAuditTypes,
  ...prayersAuditTypes,
  ...eventsAuditTypes,
  ...schoolAuditTypes,
  ...notificationsAuditTypes,
} as const;
export type AuditObjectType = keyof typeof auditObjectTypeLabels;
export const auditObjectTypes = Object.keys(auditObjectTypeLabels) as [AuditObjectType, ...AuditObjectType[]];
