export { auditLog } from '../modules/audit/audit.table.ts';
export { loginThrottle, users } from '../modules/auth/auth.table.ts';
export { communities, listVersions } from '../modules/communities/communities.table.ts';
export { eventInterests, events } from '../modules/events/events.table.ts';
export {
  cellWeekTotals,
  groupAttendance,
  groupJoinRequests,
  groupLastReports,
  groupMeetings,
  groupMembers,
  groupVisitors,
} from '../modules/groups/cell-life.table.ts';
export { groups, sectors } from '../modules/groups/groups.table.ts';
export { invitations } from '../modules/invitations/invitations.table.ts';
export { memberCounts, memberListVersions, memberships } from '../modules/members/members.table.ts';
export { news, newsTagCounts } from '../modules/news/news.table.ts';
export {
  pushBroadcasts,
  pushDeliveries,
  pushDeviceCounts,
  pushDevices,
  pushPace,
  pushTickets,
} from '../modules/notifications/notifications.table.ts';
export { passwordResets } from '../modules/password-resets/password-resets.table.ts';
export { postAuthorCounters, postCounters, postListVersions } from '../modules/posts/post-counters.table.ts';
export { communityPosts, postComments, postLikes } from '../modules/posts/posts.table.ts';
export { prayerCounts, prayerDayCounts, prayerPraying, prayers } from '../modules/prayers/prayers.table.ts';
export {
  schoolCourses,
  schoolEnrollmentCounts,
  schoolEnrollments,
  schoolInstructors,
  schoolListVersions,
} from '../modules/school/school.table.ts';
export { idempotencyKeys } from '../plugins/idempotency.table.ts';
