import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  communities,
  communityPosts,
  eventInterests,
  events,
  memberships,
  postComments,
  postLikes,
  prayerCounts,
  prayerPraying,
  prayers,
  pushBroadcasts,
  pushDevices,
} from '../db/schema.ts';
import { useTestApp } from '../test/build-test-app.ts';
import { as, createMember, createTwoCommunities, snapshotRows } from '../test/factories.ts';

/**
 * Tenancy: the second community's pastor, using the first community's ids on every route, gets 404
 * and nothing changes. Routes without ids in the path only ever answer the caller's own community.
 */
const kit = useTestApp();
let cast: Awaited<ReturnType<typeof createTwoCommunities>>;
let inactiveA: Awaited<ReturnType<typeof createMember>>;
/** Community A's post (with a comment, a reply and a like), a deleted post, and B's own post. */
const postsA = { post: '', deleted: '', comment: '', reply: '', deletedComment: '', message: '' };
let postB = '';
/** Community A's event, with a member interested in it. */
const eventA = { id: '', title: 'Evento privado de la comunidad Alfa' };
/** Community A's prayer (with a testimony and a person praying) and one without a testimony. */
const prayersA = { prayer: '', bare: '', title: 'Petición privada de la comunidad Alfa' };
/** Community A's broadcast and a device of A's member. */
const pushA = { broadcast: '', token: 'ExponentPushToken[alfa-device]', title: 'Aviso privado de Alfa' };
beforeAll(async () => {
  cast = await createTwoCommunities(kit.t.app, kit.t.database.db);
  inactiveA = await createMember(kit.t.database.db, cast.a.community.id, {
    isActive: false,
    name: 'Inactivo Alfa',
  });
  const a = as(kit.t.app, cast.a.tokens.member);
  const created = async (call: typeof a, url: string, payload: Record<string, unknown>) => {
    const res = await call({ method: 'POST', url, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  postsA.message = 'Testimonio privado de la comunidad Alfa';
  postsA.post = await created(a, '/api/community/posts', { message: postsA.message });
  postsA.comment = await created(a, `/api/community/posts/${postsA.post}/comments`, { content: 'Amén' });
  postsA.reply = await created(a, `/api/community/posts/${postsA.post}/comments`, {
    content: 'Gloria a Dios',
    parentId: postsA.comment,
  });
  expect((await a({ method: 'POST', url: `/api/community/posts/${postsA.post}/like` })).statusCode).toBe(200);
  postsA.deleted = await created(a, '/api/community/posts', { message: 'Otra publicación de Alfa' });
  postsA.deletedComment = await created(a, `/api/community/posts/${postsA.deleted}/comments`, {
    content: 'Comentario de una publicación eliminada',
  });
  expect((await a({ method: 'DELETE', url: `/api/community/posts/${postsA.deleted}` })).statusCode).toBe(200);
  postB = await created(as(kit.t.app, cast.b.tokens.member), '/api/community/posts', {
    message: 'Publicación de Beta',
  });
  const prayer = { title: prayersA.title, description: 'Oremos', category: 'HEALTH' };
  prayersA.prayer = await created(a, '/api/community/prayers', prayer);
  prayersA.bare = await created(a, '/api/community/prayers', { ...prayer, isAnonymous: true });
  await created(a, `/api/community/prayers/${prayersA.prayer}/testimony`, { content: 'Respondida' });
  expect(
    (await a({ method: 'POST', url: `/api/community/prayers/${prayersA.prayer}/pray` })).statusCode,
  ).toBe(200);
  const event = await as(
    kit.t.app,
    cast.a.tokens.pastor,
  )({
    method: 'POST',
    url: '/api/community/admin/events',
    payload: {
      title: eventA.title,
      summary: 'Resumen',
      content: 'Contenido',
      eventDate: '2099-01-10',
      eventTime: '19:00',
      location: 'Salón',
    },
  });
  eventA.id = event.json().id;
  expect((await a({ method: 'POST', url: `/api/community/events/${eventA.id}/interest` })).statusCode).toBe(
    200,
  );
  const device = await a({
    method: 'POST',
    url: '/api/notifications/devices',
    payload: { token: pushA.token, platform: 'ios' },
  });
  expect(device.statusCode).toBe(200);
  const [broadcast] = await kit.t.database.db
    .insert(pushBroadcasts)
    .values({
      communityId: cast.a.community.id,
      title: pushA.title,
      message: 'Hola',
      status: 'COMPLETED',
      total: 1,
      sent: 1,
    })
    .returning();
  pushA.broadcast = broadcast!.id;
});

const snapshot = async () => ({
  ...(await snapshotRows(kit.t.database.db, {
    communities,
    memberships,
    communityPosts,
    postComments,
    auditLog,
    prayers,
    events,
    pushDevices,
    pushBroadcasts,
  })),
  eventInterests: await kit.t.database.db
    .select()
    .from(eventInterests)
    .orderBy(eventInterests.eventId, eventInterests.userId),
  postLikes: await kit.t.database.db.select().from(postLikes).orderBy(postLikes.postId, postLikes.userId),
  prayerPraying: await kit.t.database.db
    .select()
    .from(prayerPraying)
    .orderBy(prayerPraying.prayerId, prayerPraying.userId),
  prayerCounts: await kit.t.database.db.select().from(prayerCounts).orderBy(prayerCounts.communityId),
});

describe('isolation between communities', () => {
  it('answers 404 to every route naming another community’s objects, and changes nothing', async () => {
    const before = await snapshot();
    const b = as(kit.t.app, cast.b.tokens.pastor);
    const a = cast.a;
    const calls = [
      { method: 'GET', url: `/api/communities/${a.community.id}/dashboard-stats` },
      { method: 'DELETE', url: `/api/communities/${a.community.id}` },
      {
        method: 'PUT',
        url: `/api/community/memberships/${a.member.membership.id}`,
        payload: { role: 'GUEST' },
      },
      { method: 'DELETE', url: `/api/community/memberships/${a.member.membership.id}` },
      { method: 'PUT', url: `/api/community/memberships/${inactiveA.membership.id}/reactivate` },
      { method: 'GET', url: `/api/community/members/${a.member.user.id}/details` },
      // Posts: the dashboard's routes, the app's, and both replies routes.
      { method: 'GET', url: `/api/admin/community/posts/${postsA.post}/details` },
      { method: 'GET', url: `/api/admin/community/posts/${postsA.deleted}/details` },
      { method: 'PATCH', url: `/api/admin/community/posts/${postsA.deleted}/restore` },
      { method: 'DELETE', url: `/api/admin/community/posts/${postsA.post}/force` },
      { method: 'DELETE', url: `/api/community/posts/${postsA.post}` },
      { method: 'DELETE', url: `/api/community/posts/comments/${postsA.comment}` },
      { method: 'DELETE', url: `/api/community/posts/comments/${postsA.reply}` },
      { method: 'GET', url: `/api/community/posts/${postsA.post}` },
      { method: 'GET', url: `/api/community/posts/${postsA.post}/comments` },
      { method: 'POST', url: `/api/community/posts/${postsA.post}/comments`, payload: { content: 'Hola' } },
      {
        method: 'POST',
        url: `/api/community/posts/${postsA.post}/comments`,
        payload: { content: 'Hola', parentId: postsA.comment },
      },
      { method: 'POST', url: `/api/community/posts/${postsA.post}/like` },
      { method: 'GET', url: `/api/admin/community/posts/comments/${postsA.comment}/replies` },
      { method: 'GET', url: `/api/admin/community/posts/comments/${postsA.deletedComment}/replies` },
      { method: 'GET', url: `/api/community/posts/comments/${postsA.comment}/replies` },
      // Prayers: every route naming one of A's prayers.
      { method: 'GET', url: `/api/community/prayers/${prayersA.prayer}` },
      { method: 'GET', url: `/api/community/prayers/${prayersA.prayer}/praying` },
      { method: 'PATCH', url: `/api/community/prayers/${prayersA.prayer}`, payload: { isAnswered: false } },
      { method: 'PATCH', url: `/api/community/prayers/${prayersA.bare}`, payload: { isAnonymous: false } },
      { method: 'DELETE', url: `/api/community/prayers/${prayersA.prayer}` },
      {
        method: 'POST',
        url: `/api/community/prayers/${prayersA.bare}/testimony`,
        payload: { content: 'Hola' },
      },
      { method: 'DELETE', url: `/api/community/prayers/${prayersA.prayer}/testimony` },
      { method: 'POST', url: `/api/community/prayers/${prayersA.prayer}/pray` },
      { method: 'POST', url: `/api/community/prayers/${prayersA.bare}/pray` },
      // Events: the dashboard's routes and the app's naming one of A's events.
      { method: 'GET', url: `/api/community/admin/events/${eventA.id}` },
      { method: 'PATCH', url: `/api/community/admin/events/${eventA.id}`, payload: { title: 'Otro' } },
      { method: 'DELETE', url: `/api/community/admin/events/${eventA.id}` },
      { method: 'PATCH', url: `/api/community/admin/events/${eventA.id}/toggle-active` },
      { method: 'GET', url: `/api/community/admin/events/${eventA.id}/statistics` },
      { method: 'GET', url: `/api/community/admin/events/${eventA.id}/statistics/export?format=csv` },
      { method: 'GET', url: `/api/community/events/${eventA.id}` },
      { method: 'POST', url: `/api/community/events/${eventA.id}/interest` },
      // Notifications: A's broadcast, A's member's device.
      { method: 'GET', url: `/api/notifications/broadcasts/${pushA.broadcast}` },
      { method: 'DELETE', url: `/api/notifications/devices/${encodeURIComponent(pushA.token)}` },
      {
        method: 'POST',
        url: '/api/notifications/send-global',
        payload: { title: 'Hola', message: 'Hola', communityId: a.community.id },
      },
      // B's own post, answering a comment of A's.
      {
        method: 'POST',
        url: `/api/community/posts/${postB}/comments`,
        payload: { content: 'Hola', parentId: postsA.comment },
      },
    ] as const;
    for (const call of calls) {
      const res = await b(call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(res.json().code, `${call.method} ${call.url}`).toMatch(/_NOT_FOUND$/);
      expect(res.body).not.toContain(a.member.user.email);
      expect(res.body).not.toContain(postsA.message);
      expect(res.body).not.toContain(prayersA.title);
      expect(res.body).not.toContain(eventA.title);
      expect(res.body).not.toContain(pushA.title);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('never lists another community’s members, stats, profile or leader options', async () => {
    const b = as(kit.t.app, cast.b.tokens.pastor);
    const aEmails = [
      cast.a.pastor.user.email,
      cast.a.helper.user.email,
      cast.a.member.user.email,
      inactiveA.user.email,
    ];
    const responses = await Promise.all([
      b({ method: 'GET', url: '/api/community/members?includeInactive=true&limit=100' }),
      b({
        method: 'GET',
        url: `/api/community/members?search=${encodeURIComponent(cast.a.member.user.name)}`,
      }),
      b({ method: 'GET', url: '/api/community/members?filter=inactivos' }),
      b({ method: 'GET', url: '/api/community/users' }),
      b({ method: 'GET', url: '/api/community/profile' }),
      b({ method: 'GET', url: '/api/communities' }),
      b({ method: 'GET', url: '/api/community/stats' }),
      b({ method: 'GET', url: `/api/communities/${cast.b.community.id}/dashboard-stats` }),
      b({ method: 'GET', url: '/api/admin/community/posts?includeDeleted=true&limit=100' }),
      b({ method: 'GET', url: '/api/admin/community/posts/authors?includeDeleted=true' }),
      b({ method: 'GET', url: '/api/community/posts?limit=100' }),
      b({ method: 'GET', url: '/api/community/prayers?limit=100' }),
      b({ method: 'GET', url: '/api/community/prayers/statistics?period=365' }),
      b({ method: 'GET', url: '/api/community/admin/events?includeInactive=true&limit=100' }),
      b({ method: 'GET', url: '/api/community/admin/events/calendar?month=2099-01' }),
      b({ method: 'GET', url: '/api/community/events' }),
      b({ method: 'GET', url: '/api/community/admin/events/statistics/overview' }),
      b({ method: 'GET', url: '/api/notifications/stats' }),
      b({ method: 'GET', url: '/api/notifications/broadcasts' }),
      b({ method: 'GET', url: '/api/notifications/broadcasts/current' }),
      b({ method: 'DELETE', url: '/api/notifications/cleanup/1' }),
    ]);
    for (const res of responses) {
      expect(res.statusCode, res.body).toBe(200);
      for (const email of aEmails) expect(res.body).not.toContain(email);
      expect(res.body).not.toContain(cast.a.community.id);
      expect(res.body).not.toContain(postsA.post);
      expect(res.body).not.toContain(prayersA.prayer);
      expect(res.body).not.toContain(prayersA.title);
      expect(res.body).not.toContain(eventA.id);
      expect(res.body).not.toContain(pushA.broadcast);
    }
    expect(responses[17]!.json()).toEqual({ data: { active: 0, total: 0, inactive: 0, byPlatform: [] } });
    expect(responses[18]!.json().pagination.total).toBe(0);
    expect(responses[20]!.json()).toEqual({ data: { deletedTokens: 0 } });
    expect(responses[16]!.json()).toMatchObject({ totalEvents: 0, totalInterested: 0 });
    expect(responses[11]!.json()).toMatchObject({ items: [], totals: { prayers: 0, answered: 0 } });
    expect(responses[12]!.json()).toMatchObject({ totalPrayers: 0, answeredPrayers: 0 });
    expect(responses[2]!.json().pagination.total).toBe(0);
    expect(responses[7]!.json().totalUsuarios).toBe(3);
    expect(responses[10]!.json().items.map((p: { id: string }) => p.id)).toEqual([postB]);
    const stats = await b({ method: 'GET', url: '/api/admin/community/posts/stats' });
    expect(stats.json()).toMatchObject({ totalPosts: 1, totalDeleted: 0, totalLikes: 0, totalComments: 0 });
    const profile = await b({
      method: 'PUT',
      url: '/api/community/profile',
      payload: { name: 'Beta renombrada' },
    });
    expect(profile.json().id).toBe(cast.b.community.id);
  });

  it('adding by document creates a membership in the caller’s community only', async () => {
    const b = as(kit.t.app, cast.b.tokens.pastor);
    const lookup = await b({
      method: 'GET',
      url: `/api/community/users/by-document/${cast.a.member.user.documentNumber}`,
    });
    // A person may belong to several communities: the lookup shows the user but not A's membership.
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json().membership).toBeNull();
    const res = await b({
      method: 'POST',
      url: '/api/community/members',
      payload: { documentNumber: cast.a.member.user.documentNumber, role: 'GUEST' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().community.name).not.toBe('Comunidad Alfa');
    const aView = await as(
      kit.t.app,
      cast.a.tokens.pastor,
    )({ method: 'GET', url: `/api/community/members/${cast.a.member.user.id}/details` });
    expect(aView.json()).toMatchObject({
      role: 'MEMBER',
      isActive: true,
      community: { name: 'Comunidad Alfa' },
    });
  });
});
