import { priorityAfterMove } from '@koinonia/shared/news/news.helpers';
import type { NewsItem } from '@koinonia/shared/news/news.schemas';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, news } from '../../db/schema.ts';
import { snapshotRows } from '../../test/factories.ts';
import { type Call, useNewsTestApp } from './news.test-kit.ts';

// Moving a news item in the table (PUT /community/news/{id}/position): the dragged item takes the
// priority of its new neighbours and keeps its place; no other item changes.

const { kit, pastor, helper, member, pastorB, createNews, freshCommunity } = useNewsTestApp();

type Body = { afterId?: unknown; beforeId?: unknown; priority?: unknown };
const move = (call: Call, id: string, body: Body) =>
  call({ method: 'PUT', url: `/api/community/news/${id}/position`, payload: body });

async function list(call: Call): Promise<NewsItem[]> {
  const res = await call({ method: 'GET', url: '/api/community/news?includeInactive=true&limit=100' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items;
}

/** 'title:priority' top to bottom, as the table shows them. */
const shown = (items: { title: string; priority: number }[]) => items.map((i) => `${i.title}:${i.priority}`);

/** A community of its own with items created in this order (so the last one created is on top of its priority). */
async function communityWith(specs: [name: string, priority: number][]) {
  const c = await freshCommunity();
  const byName: Record<string, NewsItem> = {};
  for (const [name, priority] of specs)
    byName[name] = await createNews({ title: `Noticia ${name} de prueba`, priority }, c.pastor);
  const rowsOf = () =>
    kit.t.database.db.select().from(news).where(eq(news.communityId, c.id)).orderBy(asc(news.id));
  const auditOf = () =>
    kit.t.database.db.select().from(auditLog).where(eq(auditLog.communityId, c.id)).orderBy(asc(auditLog.id));
  return { ...c, n: byName, rowsOf, auditOf };
}

/** Every row but one exactly as it was. */
function othersUnchanged(
  before: (typeof news.$inferSelect)[],
  after: (typeof news.$inferSelect)[],
  id: string,
) {
  expect(after.filter((r) => r.id !== id)).toEqual(before.filter((r) => r.id !== id));
}

describe('moving a news item', () => {
  it('between neighbours of its own priority: keeps the priority, takes the place, changes nothing else', async () => {
    const c = await communityWith([
      ['A', 1],
      ['B', 1],
      ['C', 1],
      ['D', 1],
      ['E', 4],
    ]);
    const { A, B, C, D } = c.n;
    expect(shown(await list(c.pastor))).toEqual([
      'Noticia D de prueba:1',
      'Noticia C de prueba:1',
      'Noticia B de prueba:1',
      'Noticia A de prueba:1',
      'Noticia E de prueba:4',
    ]);
    const before = await c.rowsOf();

    // The bottom one of the Alta up two rows, between D and C.
    const res = await move(c.pastor, A!.id, { afterId: D!.id, beforeId: C!.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: A!.id, priority: 1, isSliceCard: true, title: A!.title });
    expect(shown(await list(c.pastor))).toEqual([
      'Noticia D de prueba:1',
      'Noticia A de prueba:1',
      'Noticia C de prueba:1',
      'Noticia B de prueba:1',
      'Noticia E de prueba:4',
    ]);
    const after = await c.rowsOf();
    othersUnchanged(before, after, A!.id);
    const moved = after.find((r) => r.id === A!.id)!;
    const old = before.find((r) => r.id === A!.id)!;
    expect({ ...moved, position: 0, updatedAt: 0 }).toEqual({ ...old, position: 0, updatedAt: 0 });

    // To the top and to the end of its priority (a neighbour of another priority below).
    expect((await move(c.pastor, B!.id, { afterId: null, beforeId: D!.id })).statusCode).toBe(200);
    expect((await move(c.pastor, D!.id, { afterId: C!.id, beforeId: c.n.E!.id })).json().priority).toBe(1);
    expect(shown(await list(c.pastor)).map((s) => s.slice(8, 9))).toEqual(['B', 'A', 'C', 'D', 'E']);
    // The mobile app's reads follow the same order.
    const slice = (await c.member({ method: 'GET', url: '/api/community/news/home-slice' })).json();
    expect(slice.map((n: NewsItem | null) => n?.title.slice(8, 9) ?? null)).toEqual(['B', 'A', 'C', 'D']);
    const recent = await c.member({ method: 'GET', url: '/api/community/news?viewType=RECENT' });
    expect(recent.json().items.map((n: NewsItem) => n.title.slice(8, 9))).toEqual(['B', 'A', 'C', 'D']);
  });

  it('across a boundary: takes the nearest priority of its new neighbours, up and down', async () => {
    const c = await communityWith([
      ['X2', 1],
      ['X1', 1],
      ['Y2', 3],
      ['Y1', 3],
      ['Z', 4],
    ]);
    const { X1, X2, Y1, Y2, Z } = c.n;
    // Order: X1 X2 (1), Y1 Y2 (3), Z (4). Z up between X2 and Y1: becomes 3, first of the Media.
    let before = await c.rowsOf();
    let res = await move(c.pastor, Z!.id, { afterId: X2!.id, beforeId: Y1!.id });
    expect(res.json()).toMatchObject({ priority: 3, isSliceCard: true });
    othersUnchanged(before, await c.rowsOf(), Z!.id);
    expect(shown(await list(c.pastor))).toEqual([
      'Noticia X1 de prueba:1',
      'Noticia X2 de prueba:1',
      'Noticia Z de prueba:3',
      'Noticia Y1 de prueba:3',
      'Noticia Y2 de prueba:3',
    ]);

    // X1 down, below Y2 at the end: becomes 3 (the one above), last of the Media.
    before = await c.rowsOf();
    res = await move(c.pastor, X1!.id, { afterId: Y2!.id, beforeId: null });
    expect(res.json()).toMatchObject({ priority: 3, isSliceCard: true });
    othersUnchanged(before, await c.rowsOf(), X1!.id);
    // Y1 to the very top: the top counts as 1.
    res = await move(c.pastor, Y1!.id, { afterId: null, beforeId: X2!.id });
    expect(res.json().priority).toBe(1);
    // Z to the very end, below everything: 4 is in range (3 above, the end below) but 3 is its own.
    res = await move(c.pastor, Z!.id, { afterId: X1!.id, beforeId: null });
    expect(res.json().priority).toBe(3);
    expect(shown(await list(c.pastor))).toEqual([
      'Noticia Y1 de prueba:1',
      'Noticia X2 de prueba:1',
      'Noticia Y2 de prueba:3',
      'Noticia X1 de prueba:3',
      'Noticia Z de prueba:3',
    ]);
    // An explicit priority within the neighbours' range: Z as 4, still at the end.
    res = await move(c.pastor, Z!.id, { afterId: X1!.id, beforeId: null, priority: 4 });
    expect(res.json()).toMatchObject({ priority: 4, isSliceCard: false });
    // X2 alone into the empty priority 2 between the Alta and the Media.
    res = await move(c.pastor, X2!.id, { afterId: Y1!.id, beforeId: Y2!.id, priority: 2 });
    expect(res.json().priority).toBe(2);
    expect(shown(await list(c.pastor))).toEqual([
      'Noticia Y1 de prueba:1',
      'Noticia X2 de prueba:2',
      'Noticia Y2 de prueba:3',
      'Noticia X1 de prueba:3',
      'Noticia Z de prueba:4',
    ]);
  });

  it('refuses a priority outside the neighbours’ range, bad neighbours and a stale order, changing nothing', async () => {
    const c = await communityWith([
      ['P', 1],
      ['Q', 2],
      ['R', 4],
      ['S', 4],
    ]);
    const { P, Q, R, S } = c.n;
    const db = kit.t.database.db;
    const snapshot = () => snapshotRows(db, { news, auditLog });
    const before = await snapshot();
    const refusals: [Body, string, number, string][] = [
      [
        { afterId: P!.id, beforeId: Q!.id, priority: 3 },
        R!.id,
        400,
        'Entre esas noticias la prioridad debe estar entre 1 y 2',
      ],
      [
        { afterId: Q!.id, beforeId: S!.id, priority: 1 },
        R!.id,
        400,
        'Entre esas noticias la prioridad debe estar entre 2 y 4',
      ],
      [{ afterId: R!.id, beforeId: S!.id, priority: 3 }, P!.id, 409, 'La lista de noticias cambió'],
      [
        { afterId: null, beforeId: P!.id, priority: 2 },
        S!.id,
        400,
        'Entre esas noticias la prioridad debe ser 1',
      ],
      [
        { afterId: P!.id, beforeId: null, priority: 5 },
        S!.id,
        400,
        'La prioridad debe ser un número entre 1 y 4',
      ],
      [{ afterId: P!.id, beforeId: Q!.id }, P!.id, 400, 'Una noticia no puede ser su propia vecina'],
      [{ afterId: Q!.id, beforeId: S!.id }, S!.id, 400, 'Una noticia no puede ser su propia vecina'],
      [
        { afterId: Q!.id, beforeId: Q!.id },
        S!.id,
        400,
        'La noticia de arriba y la de abajo deben ser distintas',
      ],
      // The list changed: the neighbours are no longer in that order (S, the newer, is above R).
      [{ afterId: R!.id, beforeId: S!.id }, P!.id, 409, 'La lista de noticias cambió mientras la ordenabas'],
      [{ afterId: 'no-es-un-id', beforeId: null }, P!.id, 404, 'La noticia no existe'],
      [
        { afterId: '00000000-0000-4000-8000-000000000000', beforeId: null },
        P!.id,
        404,
        'La noticia no existe',
      ],
      [{ afterId: 7 }, P!.id, 400, 'La noticia vecina no es válida'],
    ];
    for (const [body, id, status, message] of refusals) {
      const res = await move(c.pastor, id, body);
      expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(status);
      expect(res.json().message).toContain(message);
    }
    expect((await move(c.pastor, 'no-es-un-id', { afterId: P!.id })).statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('answers 404 for another community’s items (as item or neighbour) and 403 to members, changing nothing', async () => {
    const a1 = await createNews({ title: 'Noticia de la comunidad A uno', priority: 2 });
    const a2 = await createNews({ title: 'Noticia de la comunidad A dos', priority: 2 });
    const b1 = await createNews({ title: 'Noticia de la comunidad B uno', priority: 2 }, pastorB);
    const db = kit.t.database.db;
    const before = await snapshotRows(db, { news, auditLog });
    const calls: [Call, string, Body, number][] = [
      [pastorB, a1.id, { afterId: null, beforeId: null }, 404],
      [pastorB, b1.id, { afterId: a1.id, beforeId: null }, 404],
      [pastorB, b1.id, { afterId: null, beforeId: a2.id }, 404],
      [pastor, a1.id, { afterId: b1.id, beforeId: null }, 404],
      [member, a1.id, { afterId: a2.id, beforeId: null }, 403],
    ];
    for (const [call, id, body, status] of calls) {
      const res = await move(call, id, body);
      expect(res.statusCode, res.body).toBe(status);
      if (status === 404) expect(res.json().message).toBe('La noticia no existe');
      expect(res.body).not.toContain('comunidad A');
    }
    expect(await snapshotRows(db, { news, auditLog })).toEqual(before);
    // Helpers (the dashboard) may move news.
    const res = await move(helper, a2.id, { afterId: a1.id, beforeId: null });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('records one audit entry naming the item, its priority change and its place in words', async () => {
    const c = await communityWith([
      ['Alta uno', 1],
      ['Baja uno', 4],
      ['Baja dos', 4],
    ]);
    const before = await c.auditOf();
    const res = await move(c.pastor, c.n['Baja dos']!.id, { afterId: null, beforeId: c.n['Alta uno']!.id });
    expect(res.statusCode, res.body).toBe(200);
    const entries = (await c.auditOf()).filter((e) => !before.some((b) => b.id === e.id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'update',
      objectType: 'news',
      objectId: c.n['Baja dos']!.id,
      changes: {
        title: 'Noticia Baja dos de prueba',
        priority: { from: 4, to: 1 },
        isSliceCard: { from: false, to: true },
        displayOrder: {
          from: 'después de «Noticia Alta uno de prueba»',
          to: 'al principio, antes de «Noticia Alta uno de prueba»',
        },
      },
    });
    // A move within a priority records the place only.
    await move(c.pastor, c.n['Baja uno']!.id, { afterId: c.n['Alta uno']!.id, beforeId: null });
    const entriesOfItem = await kit.t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.communityId, c.id), eq(auditLog.objectId, c.n['Baja uno']!.id)))
      .orderBy(asc(auditLog.createdAt));
    expect(Object.keys(entriesOfItem.at(-1)!.changes as object)).toEqual(['title', 'displayOrder']);
  });

  it('leaves the order the pastor intended after many moves, as the table would show it', async () => {
    const specs: [string, number][] = [
      ['n0', 1],
      ['n1', 1],
      ['n2', 2],
      ['n3', 3],
      ['n4', 3],
      ['n5', 3],
      ['n6', 4],
      ['n7', 4],
      ['n8', 4],
    ];
    const c = await communityWith(specs);
    let model = (await list(c.pastor)).map((i) => ({ id: i.id, title: i.title, priority: i.priority }));
    // A fixed pseudo-random sequence of drags (from, to) over the whole list.
    let seed = 7;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % model.length;
    };
    for (let step = 0; step < 40; step++) {
      const from = next();
      const to = next();
      if (from === to) continue;
      const item = model[from]!;
      const rest = model.filter((_, i) => i !== from);
      const above = rest[to - 1];
      const below = rest[to];
      const priority = priorityAfterMove(item.priority, above?.priority, below?.priority);
      model = [...rest.slice(0, to), { ...item, priority }, ...rest.slice(to)];
      const res = await move(c.pastor, item.id, { afterId: above?.id ?? null, beforeId: below?.id ?? null });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().priority).toBe(priority);
      expect(shown(await list(c.pastor)), `step ${step}`).toEqual(shown(model));
    }
  });

  it('spreads a priority’s places when a gap is used up, keeping the order and every other field', async () => {
    const c = await communityWith([
      ['Z', 2],
      ['B', 2],
      ['A', 2],
      ['Otra prioridad', 3],
    ]);
    // A on top, then B: 60 drags, each putting the last of the priority between A and the one after
    // it, halve that gap 60 times (more than a double can, without spreading).
    const extra: NewsItem[] = [];
    for (let i = 0; i < 6; i++)
      extra.push(await createNews({ title: `Noticia extra ${i} de prueba`, priority: 2 }, c.pastor));
    let model = (await list(c.pastor)).map((i) => ({ id: i.id, title: i.title, priority: i.priority }));
    const before = await c.rowsOf();
    const a = c.n.A!;
    for (let step = 0; step < 60; step++) {
      const group = model.filter((m) => m.priority === 2);
      const last = group.at(-1)!;
      const rest = model.filter((m) => m.id !== last.id);
      const at = rest.findIndex((m) => m.id === a.id) + 1;
      const res = await move(c.pastor, last.id, { afterId: a.id, beforeId: rest[at]!.id });
      expect(res.statusCode, res.body).toBe(200);
      model = [...rest.slice(0, at), last, ...rest.slice(at)];
    }
    const items = await list(c.pastor);
    expect(shown(items)).toEqual(shown(model));
    const positions = items.map((i) => i.position);
    expect(new Set(positions).size).toBe(positions.length);
    // Spreading changed places only: every other field of every row is as it was.
    const after = await c.rowsOf();
    const strip = (rows: (typeof news.$inferSelect)[]) =>
      rows.map(({ position: _p, updatedAt: _u, ...rest }) => rest);
    expect(strip(after)).toEqual(strip(before));
    // The items never dragged (the extras on top) were spread: their places moved, not their order.
    const placeOf = (rows: (typeof news.$inferSelect)[], id: string) =>
      rows.find((r) => r.id === id)!.position;
    expect(placeOf(after, extra[0]!.id)).not.toBe(placeOf(before, extra[0]!.id));
    const untouched = before.filter((r) => r.id === a.id || r.priority === 3);
    for (const row of untouched) expect(after.find((r) => r.id === row.id)!.updatedAt).toEqual(row.updatedAt);
  });

  it('PATCH …/priority still sets the priority only, keeping the place value', async () => {
    const c = await communityWith([
      ['Uno', 1],
      ['Dos', 2],
    ]);
    const res = await c.pastor({
      method: 'PATCH',
      url: `/api/community/news/${c.n.Uno!.id}/priority`,
      payload: { priority: 2 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ priority: 2, position: c.n.Uno!.position });
    // Created first, it is the older one: below Dos, as before places existed.
    expect(shown(await list(c.pastor))).toEqual(['Noticia Dos de prueba:2', 'Noticia Uno de prueba:2']);
  });

  it('serializes concurrent moves: every answer is a success or a 409, and the order stays whole', async () => {
    const c = await communityWith([
      ['c1', 1],
      ['c2', 1],
      ['c3', 1],
      ['c4', 1],
      ['c5', 1],
    ]);
    const ids = (await list(c.pastor)).map((i) => i.id);
    const results = await Promise.all(
      ids.map((id, i) => move(c.pastor, id, { afterId: ids[(i + 2) % ids.length] ?? null, beforeId: null })),
    );
    for (const r of results) expect([200, 409], r.body).toContain(r.statusCode);
    const after = await list(c.pastor);
    expect(after.map((i) => i.id).sort()).toEqual([...ids].sort());
    expect(after.every((i) => i.priority === 1)).toBe(true);
  });
});
