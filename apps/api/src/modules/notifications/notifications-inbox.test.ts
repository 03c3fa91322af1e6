import type { InboxPage } from '@koinonia/shared/notifications/notifications-inbox.schemas';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberships, pushBroadcasts } from '../../db/schema.ts';
import { completed, insertDevices, N, useNotificationsTestApp } from './notifications.test-kit.ts';

// The members' inbox: the community's broadcasts since the member's membership was created, newest
// first, paginated; never one from before they joined, never another community's.

const t = useNotificationsTestApp({ receiptDelayMs: 0 });
const HOUR = 3_600_000;
const joined = new Date(Date.now() - 10 * 24 * HOUR);
const at = (hours: number) => new Date(joined.getTime() + hours * HOUR);

const inboxOf = async (call: typeof t.member, query = '') => {
  const res = await call({ method: 'GET', url: `${N}/inbox${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as InboxPage;
};
const titles = (page: InboxPage) => page.items.map((item) => item.title);

beforeAll(async () => {
  const db = t.db();
  const { a, b } = t.kit.cast;
  for (const member of [a.member, b.member])
    await db.update(memberships).set({ createdAt: joined }).where(eq(memberships.id, member.membership.id));
  const broadcast = (communityId: string, title: string, createdAt: Date) => ({
    communityId,
    title,
    message: `Mensaje de ${title}`,
    status: 'COMPLETED' as const,
    total: 1,
    sent: 1,
    createdAt,
  });
  await db
    .insert(pushBroadcasts)
    .values([
      broadcast(a.community.id, 'Antes de unirte', at(-24)),
      broadcast(a.community.id, 'Aviso uno', at(1)),
      broadcast(a.community.id, 'Aviso dos', at(2)),
      broadcast(a.community.id, 'Aviso tres', at(3)),
      broadcast(b.community.id, 'Aviso de Beta', at(2)),
    ]);
});

describe('GET /notifications/inbox', () => {
  it('shows the community’s broadcasts since the member joined, newest first', async () => {
    const page = await inboxOf(t.member);
    expect(titles(page)).toEqual(['Aviso tres', 'Aviso dos', 'Aviso uno']);
    expect(page.pagination).toEqual({ page: 1, limit: 20, total: 3, hasMore: false });
    expect(page.items[0]).toEqual({
      id: expect.any(String),
      title: 'Aviso tres',
      message: 'Mensaje de Aviso tres',
      sentAt: at(3).toISOString(),
    });
  });

  it('never shows another community’s broadcasts', async () => {
    expect(titles(await inboxOf(t.memberB))).toEqual(['Aviso de Beta']);
    const mine = JSON.stringify(await inboxOf(t.member));
    expect(mine).not.toContain('Beta');
  });

  it('shows nothing sent before a person joined', async () => {
    // The guest's membership was made now: every stored broadcast of A is older.
    const page = await inboxOf(t.guest);
    expect(page.items).toEqual([]);
    expect(page.pagination.total).toBe(0);
  });

  it('pages the list', async () => {
    const first = await inboxOf(t.member, '?limit=2');
    expect(titles(first)).toEqual(['Aviso tres', 'Aviso dos']);
    expect(first.pagination).toEqual({ page: 1, limit: 2, total: 3, hasMore: true });
    const second = await inboxOf(t.member, '?limit=2&page=2');
    expect(titles(second)).toEqual(['Aviso uno']);
    expect(second.pagination).toEqual({ page: 2, limit: 2, total: 3, hasMore: false });
  });

  it('shows a broadcast the pastor sends now, to the member and the guest alike', async () => {
    await insertDevices(t.db(), {
      communityId: t.a(),
      userId: t.kit.cast.a.member.user.id,
      n: 3,
      label: 'inbox',
    });
    const res = await t.pastor({
      method: 'POST',
      url: `${N}/send-global`,
      payload: { title: 'Ayuno congregacional', message: 'Mañana a las 6 a. m.', communityId: t.a() },
    });
    expect([200, 202]).toContain(res.statusCode);
    await completed(t.pastor, res.json().broadcast.id);
    expect(titles(await inboxOf(t.member))[0]).toBe('Ayuno congregacional');
    expect(titles(await inboxOf(t.guest))).toEqual(['Ayuno congregacional']);
    expect(titles(await inboxOf(t.memberB))).toEqual(['Aviso de Beta']);
  });

  it('refuses a bad page and a caller without a session', async () => {
    const bad = await t.member({ method: 'GET', url: `${N}/inbox?limit=0` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_ERROR');
    const anonymous = await t.kit.t.app.inject({ method: 'GET', url: `${N}/inbox` });
    expect(anonymous.statusCode).toBe(401);
  });
});
