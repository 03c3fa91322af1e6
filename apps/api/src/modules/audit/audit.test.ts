import type { AuditEntry } from '@koinonia/shared/audit/audit.schemas';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { auditLog, communities, news, sectors, users as usersTable } from '../../db/schema.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import {
  as,
  createCommunity,
  createMember,
  createTwoCommunities,
  login,
  snapshotRows,
} from '../../test/factories.ts';
import { multipart, pngImage } from '../../test/images.ts';

// The activity log: every write of an administrator is recorded with who, what, which object, when,
// from which address and the changed fields, in the same transaction as the write; pastors read
// their own community's log, filtered and paginated.

type Call = (options: InjectOptions) => Promise<LightMyRequestResponse>;

const kit = useTestApp();
let cast: Awaited<ReturnType<typeof createTwoCommunities>>;
let pastor: Call;
let helper: Call;
let member: Call;
let pastorB: Call;

beforeAll(async () => {
  cast = await createTwoCommunities(kit.t.app, kit.t.database.db);
  pastor = as(kit.t.app, cast.a.tokens.pastor);
  helper = as(kit.t.app, cast.a.tokens.helper);
  member = as(kit.t.app, cast.a.tokens.member);
  pastorB = as(kit.t.app, cast.b.tokens.pastor);
});

const PASTOR_IP = '203.0.113.7';
const HELPER_IP = '198.51.100.23';

/** The whole log of the caller's community, newest first (the tests write fewer than 100 entries). */
async function log(call: Call = pastor, query = ''): Promise<AuditEntry[]> {
  const res = await call({ method: 'GET', url: `/api/audit-log?limit=100${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items;
}

/** The entries that are not in `before`, oldest first: the order they happened in. */
async function newEntries(before: AuditEntry[], call: Call = pastor) {
  const seen = new Set(before.map((e) => e.id));
  return (await log(call)).filter((e) => !seen.has(e.id)).reverse();
}

const auditRows = () => snapshotRows(kit.t.database.db, { auditLog });

async function ok(call: Call, options: InjectOptions, status = 200) {
  const res = await call(options);
  expect(res.statusCode, res.body).toBe(status);
  return res.statusCode === 204 ? null : res.json();
}

describe('what a write records', () => {
  it('sectors and groups: create, update and delete, with actor, object, changed fields and IP', async () => {
    const before = await log();
    const sector = await ok(
      pastor,
      {
        method: 'POST',
        url: '/api/groups/sectors',
        remoteAddress: PASTOR_IP,
        payload: { name: 'Norte', iconName: 'house', color: '#2f9e44' },
      },
      201,
    );
    const south = await ok(
      pastor,
      { method: 'POST', url: '/api/groups/sectors', payload: { name: 'Sur' } },
      201,
    );
    await ok(helper, {
      method: 'PATCH',
      url: `/api/groups/sectors/${sector.id}`,
      remoteAddress: HELPER_IP,
      payload: { name: 'Norte Alto', description: 'Barrios del norte', color: '#2f9e44' },
    });
    const group = await ok(
      helper,
      {
        method: 'POST',
        url: '/api/groups',
        remoteAddress: HELPER_IP,
        payload: {
          name: 'Célula Familias',
          sectorId: sector.id,
          leaderId: cast.a.helper.user.id,
          coLeaderId: cast.a.member.user.id,
          meetingAddress: 'Calle 45 # 12-30',
          meetingDay: 'Miércoles',
          meetingTime: '19:00',
          capacity: 15,
          coordinates: { lat: 4.6486, lng: -74.0628 },
        },
      },
      201,
    );
    await ok(pastor, {
      method: 'PATCH',
      url: `/api/groups/${group.id}`,
      payload: { capacity: 20, sectorId: south.id, meetingTime: '19:00' },
    });
    await ok(pastor, { method: 'DELETE', url: `/api/groups/${group.id}` }, 204);
    await ok(pastor, { method: 'DELETE', url: `/api/groups/sectors/${sector.id}` }, 204);

    const entries = await newEntries(before);
    const pastorActor = { id: cast.a.pastor.user.id, name: cast.a.pastor.user.name };
    const helperActor = { id: cast.a.helper.user.id, name: cast.a.helper.user.name };
    expect(entries).toEqual([
      {
        id: expect.any(String),
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        actor: pastorActor,
        action: 'create',
        objectType: 'sector',
        objectId: sector.id,
        changes: { name: 'Norte', iconName: 'house', color: '#2f9e44', displayOrder: 0, isActive: true },
        ip: PASTOR_IP,
      },
      expect.objectContaining({ action: 'create', objectType: 'sector', objectId: south.id }),
      expect.objectContaining({
        actor: helperActor,
        action: 'update',
        objectType: 'sector',
        objectId: sector.id,
        // The colour was sent unchanged: only what changed is recorded, with its old value.
        changes: {
          name: { from: 'Norte', to: 'Norte Alto' },
          description: { from: null, to: 'Barrios del norte' },
        },
        ip: HELPER_IP,
      }),
      expect.objectContaining({
        actor: helperActor,
        action: 'create',
        objectType: 'group',
        objectId: group.id,
        changes: {
          name: 'Célula Familias',
          sector: 'Norte Alto',
          leader: cast.a.helper.user.name,
          coLeader: cast.a.member.user.name,
          meetingAddress: 'Calle 45 # 12-30',
          meetingDay: 'Miércoles',
          meetingTime: '19:00',
          coordinates: { lat: 4.6486, lng: -74.0628 },
          capacity: 15,
          currentMembers: 0,
          showInPreview: false,
          isOpenToNewMembers: true,
          isActive: true,
        },
      }),
      expect.objectContaining({
        actor: pastorActor,
        action: 'update',
        objectType: 'group',
        objectId: group.id,
        changes: { sector: { from: 'Norte Alto', to: 'Sur' }, capacity: { from: 15, to: 20 } },
      }),
      expect.objectContaining({
        action: 'delete',
        objectType: 'group',
        objectId: group.id,
        changes: { name: 'Célula Familias', sector: 'Sur' },
      }),
      expect.objectContaining({
        action: 'delete',
        objectType: 'sector',
        objectId: sector.id,
        changes: { name: 'Norte Alto' },
      }),
    ]);
    // Newest first in the list itself.
    const times = (await log()).map((e) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('news: create, update, priority change and delete, long texts shortened, no image bytes', async () => {
    const before = await log();
    const content = `${'Te invitamos a una noche de oración y adoración. '.repeat(5)}Fin.`;
    const item = await ok(
      pastor,
      {
        method: 'POST',
        url: '/api/community/news',
        payload: {
          title: 'Gran vigilia de oración',
          summary: 'Una noche entera de oración por nuestra ciudad',
          content,
          priority: 2,
          category: 'cultos',
          tags: ['domingo', 'adoracion'],
        },
      },
      201,
    );
    await ok(helper, {
      method: 'PATCH',
      url: `/api/community/news/${item.id}`,
      payload: { title: 'Vigilia de oración por la ciudad', isActive: false, priority: 2 },
    });
    await ok(pastor, {
      method: 'PATCH',
      url: `/api/community/news/${item.id}/priority`,
      payload: { priority: 4 },
    });
    const image = await pngImage(400, 300);
    const withImage = await ok(
      pastor,
      {
        method: 'POST',
        url: '/api/community/news',
        ...multipart(
          {
            title: 'Bautizos en el río',
            summary: 'Celebramos juntos los bautizos de este mes',
            content: 'Acompáñanos a celebrar los bautizos de los nuevos creyentes de la comunidad.',
            priority: '3',
          },
          { field: 'imageFile', name: 'rio.png', type: 'image/png', data: image },
        ),
      },
      201,
    );
    await ok(pastor, { method: 'DELETE', url: `/api/community/news/${item.id}` }, 204);

    const entries = await newEntries(before);
    expect(entries.map((e) => [e.action, e.objectType, e.objectId])).toEqual([
      ['create', 'news', item.id],
      ['update', 'news', item.id],
      ['update', 'news', item.id],
      ['create', 'news', withImage.id],
      ['delete', 'news', item.id],
    ]);
    const [created, updated, priority, imageCreated, deleted] = entries;
    expect(created?.changes).toEqual({
      title: 'Gran vigilia de oración',
      summary: 'Una noche entera de oración por nuestra ciudad',
      content: `${content.slice(0, 200)}…`,
      priority: 2,
      isActive: true,
      category: 'cultos',
      tags: ['domingo', 'adoracion'],
      viewType: 'BOTH',
      isSliceCard: true,
    });
    expect(updated).toMatchObject({
      actor: { id: cast.a.helper.user.id },
      changes: {
        title: { from: 'Gran vigilia de oración', to: 'Vigilia de oración por la ciudad' },
        isActive: { from: true, to: false },
      },
    });
    expect(Object.keys(updated?.changes ?? {})).toEqual(['title', 'isActive']);
    expect(priority?.changes).toEqual({
      priority: { from: 2, to: 4 },
      isSliceCard: { from: true, to: false },
    });
    // The image is recorded by its stored name, never by its bytes.
    expect(imageCreated?.changes?.imageUrl).toMatch(/^[\w-]+\.jpg$/);
    expect(JSON.stringify(imageCreated).length).toBeLessThan(1500);
    expect(deleted?.changes).toEqual({ title: 'Vigilia de oración por la ciudad' });
  });

  it('the community profile: the changed fields only', async () => {
    const before = await log();
    const profile = await ok(pastor, { method: 'GET', url: '/api/community/profile' });
    await ok(pastor, {
      method: 'PUT',
      url: '/api/community/profile',
      remoteAddress: PASTOR_IP,
      payload: { name: 'Comunidad Alfa Renovada', description: profile.description },
    });
    expect(await newEntries(before)).toEqual([
      expect.objectContaining({
        actor: { id: cast.a.pastor.user.id, name: cast.a.pastor.user.name },
        action: 'update',
        objectType: 'community',
        objectId: cast.a.community.id,
        changes: { name: { from: 'Comunidad Alfa', to: 'Comunidad Alfa Renovada' } },
        ip: PASTOR_IP,
      }),
    ]);
  });

  it('a refused write records nothing', async () => {
    const sector = await ok(
      pastor,
      { method: 'POST', url: '/api/groups/sectors', payload: { name: 'Con grupos' } },
      201,
    );
    await ok(
      pastor,
      {
        method: 'POST',
        url: '/api/groups',
        payload: {
          name: 'Célula Única',
          sectorId: sector.id,
          leaderId: cast.a.helper.user.id,
          meetingAddress: 'Carrera 7 # 1-2',
          meetingDay: 'Lunes',
          meetingTime: '18:00',
          capacity: 10,
        },
      },
      201,
    );
    const news = await ok(
      pastor,
      {
        method: 'POST',
        url: '/api/community/news',
        payload: {
          title: 'Noticia que no cambiará',
          summary: 'Un resumen suficientemente largo para la noticia',
          content: 'Un contenido suficientemente largo para que la noticia sea válida en el servidor.',
          priority: 3,
        },
      },
      201,
    );
    const snapshot = await auditRows();
    const refusals: [Call, InjectOptions, number][] = [
      [member, { method: 'POST', url: '/api/groups/sectors', payload: { name: 'Intruso' } }, 403],
      [helper, { method: 'PUT', url: '/api/community/profile', payload: { name: 'Otra' } }, 403],
      [pastor, { method: 'POST', url: '/api/groups/sectors', payload: { name: 'con GRUPOS' } }, 409],
      [pastor, { method: 'DELETE', url: `/api/groups/sectors/${sector.id}` }, 409],
      [pastor, { method: 'PATCH', url: `/api/groups/sectors/${sector.id}`, payload: { color: 'rojo' } }, 400],
      [
        pastor,
        {
          method: 'PATCH',
          url: `/api/community/news/${news.id}`,
          payload: { publishedAt: '2000-01-01' },
        },
        400,
      ],
      [pastorB, { method: 'DELETE', url: `/api/community/news/${news.id}` }, 404],
      [
        pastorB,
        { method: 'PATCH', url: `/api/community/news/${news.id}/priority`, payload: { priority: 1 } },
        404,
      ],
      [pastor, { method: 'PUT', url: '/api/community/profile', payload: { name: 'Ab' } }, 400],
    ];
    for (const [call, options, status] of refusals) {
      const res = await call(options);
      expect(res.statusCode, `${options.method} ${options.url}: ${res.body}`).toBe(status);
    }
    expect(await auditRows()).toEqual(snapshot);
  });
});

describe('the entry shares the transaction of its write', () => {
  const MARKER = 'falla-al-confirmar';

  /**
   * A fault at COMMIT, after the write and its entry were both written: a deferred constraint trigger
   * (in this test file's own database only) on the written tables that fails for rows naming MARKER,
   * removed when the test ends (the database goes on to another file).
   */
  async function failCommitsOfMarkedRows() {
    onTestFinished(async () => {
      await kit.t.database.db.execute(sql.raw('drop function test_fail_commit() cascade'));
    });
    await kit.t.database.db.execute(
      sql.raw(`
      create function test_fail_commit() returns trigger language plpgsql as $$
      begin
        if to_jsonb(new)::text like '%${MARKER}%' then
          raise exception 'fallo simulado al confirmar la transacción';
        end if;
        return null;
      end $$`),
    );
    for (const table of ['sectors', 'news', 'communities']) {
      await kit.t.database.db.execute(
        sql.raw(`create constraint trigger test_fail_commit after insert or update on ${table}
          deferrable initially deferred for each row execute function test_fail_commit()`),
      );
    }
  }

  it('a write that fails after its entry was written leaves neither the change nor the entry', async () => {
    const sector = await ok(
      pastor,
      { method: 'POST', url: '/api/groups/sectors', payload: { name: 'Sector que se renombrará' } },
      201,
    );
    const item = await ok(
      pastor,
      {
        method: 'POST',
        url: '/api/community/news',
        payload: {
          title: 'Noticia que no cambiará de título',
          summary: 'Un resumen suficientemente largo para la noticia',
          content: 'Un contenido suficientemente largo para que la noticia sea válida en el servidor.',
          priority: 3,
        },
      },
      201,
    );
    await failCommitsOfMarkedRows();
    const writes: InjectOptions[] = [
      { method: 'POST', url: '/api/groups/sectors', payload: { name: `Sector ${MARKER}` } },
      { method: 'PATCH', url: `/api/groups/sectors/${sector.id}`, payload: { name: `Sector ${MARKER} 2` } },
      { method: 'PATCH', url: `/api/community/news/${item.id}`, payload: { title: `Título ${MARKER}` } },
      { method: 'PATCH', url: `/api/community/news/${item.id}/priority`, payload: { priority: 1 } },
      { method: 'PUT', url: '/api/community/profile', payload: { name: `Comunidad ${MARKER}` } },
    ];
    // The priority change fails only because the stored title names the marker: give it one first.
    await kit.t.database.db.execute(sql`alter table news disable trigger test_fail_commit`);
    await kit.t.database.db
      .update(news)
      .set({ title: `Noticia ${MARKER}` })
      .where(eq(news.id, item.id));
    await kit.t.database.db.execute(sql`alter table news enable trigger test_fail_commit`);
    const before = await snapshotRows(kit.t.database.db, { auditLog, sectors, news, communities });
    for (const options of writes) {
      const res = await pastor(options);
      expect(res.statusCode, `${options.method} ${options.url}: ${res.body}`).toBe(500);
    }
    expect(await snapshotRows(kit.t.database.db, { auditLog, sectors, news, communities })).toEqual(before);

    // The same kind of write without the fault commits with its entry.
    const entries = await log();
    await ok(pastor, {
      method: 'PATCH',
      url: `/api/groups/sectors/${sector.id}`,
      payload: { name: 'Renombrado' },
    });
    expect(await newEntries(entries)).toEqual([
      expect.objectContaining({
        action: 'update',
        objectId: sector.id,
        changes: { name: { from: 'Sector que se renombrará', to: 'Renombrado' } },
      }),
    ]);
  });
});

describe('GET /audit-log: who may read it', () => {
  it('refuses helpers and members (403) and anonymous callers (401)', async () => {
    for (const url of ['/api/audit-log', '/api/audit-log/actors']) {
      const byHelper = await helper({ method: 'GET', url });
      expect(byHelper.statusCode).toBe(403);
      expect(byHelper.json()).toMatchObject({ code: 'ADMIN_ONLY' });
      expect((await member({ method: 'GET', url })).statusCode).toBe(403);
      expect((await kit.t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it("never shows another community's entries, nor its people", async () => {
    const beforeA = await log();
    await ok(pastorB, { method: 'POST', url: '/api/groups/sectors', payload: { name: 'Sector Beta' } }, 201);
    const logB = await log(pastorB);
    expect(logB.length).toBeGreaterThan(0);
    expect(logB.every((e) => e.actor.id === cast.b.pastor.user.id)).toBe(true);
    const logA = await log();
    expect(logA).toEqual(beforeA);
    const idsB = new Set(logB.map((e) => e.id));
    expect(logA.some((e) => idsB.has(e.id))).toBe(false);
    // Naming B's pastor as the actor from A finds nothing.
    expect(await log(pastor, `&actorId=${cast.b.pastor.user.id}`)).toEqual([]);
    const actorsA = (await ok(pastor, { method: 'GET', url: '/api/audit-log/actors' })) as { id: string }[];
    expect(actorsA.map((a) => a.id)).not.toContain(cast.b.pastor.user.id);
    expect(await ok(pastorB, { method: 'GET', url: '/api/audit-log/actors' })).toEqual([
      { id: cast.b.pastor.user.id, name: cast.b.pastor.user.name },
    ]);
  });
});

describe('GET /audit-log: filters and pages', () => {
  /** A community of its own whose log is written directly, at known times. */
  async function communityWithLog(
    entries: { at: string; actor: 'pastor' | 'helper'; objectType: string; action?: string }[],
  ) {
    const db = kit.t.database.db;
    const community = await createCommunity(db);
    const p = await createMember(db, community.id, { role: 'COMMUNITY_ADMIN', name: 'Pastora Zoe' });
    const h = await createMember(db, community.id, { role: 'SECTION_ADMIN', name: 'Ángel Ayudante' });
    const users = { pastor: p.user, helper: h.user };
    const rows = await db
      .insert(auditLog)
      .values(
        entries.map((e, i) => ({
          communityId: community.id,
          actorUserId: users[e.actor].id,
          actorName: users[e.actor].name,
          action: e.action ?? 'update',
          objectType: e.objectType,
          objectId: `obj-${i}`,
          changes: { n: i },
          ip: '10.0.0.1',
          createdAt: new Date(e.at),
        })),
      )
      .returning({ id: auditLog.id });
    const call = as(kit.t.app, await login(kit.t.app, p.user.email));
    return { call, users, ids: rows.map((r) => r.id) };
  }

  const objectIds = (items: AuditEntry[]) => items.map((e) => e.objectId);

  it('filters by object type and by actor, and lists the actors by name', async () => {
    const { call, users } = await communityWithLog([
      { at: '2025-03-01T10:00:00Z', actor: 'pastor', objectType: 'sector' },
      { at: '2025-03-01T11:00:00Z', actor: 'helper', objectType: 'news' },
      { at: '2025-03-01T12:00:00Z', actor: 'helper', objectType: 'sector' },
      { at: '2025-03-01T13:00:00Z', actor: 'pastor', objectType: 'group' },
    ]);
    expect(objectIds(await log(call))).toEqual(['obj-3', 'obj-2', 'obj-1', 'obj-0']);
    expect(objectIds(await log(call, '&objectType=sector'))).toEqual(['obj-2', 'obj-0']);
    expect(objectIds(await log(call, `&actorId=${users.helper.id}`))).toEqual(['obj-2', 'obj-1']);
    expect(objectIds(await log(call, `&actorId=${users.pastor.id}&objectType=group`))).toEqual(['obj-3']);
    expect(await log(call, '&objectType=membership')).toEqual([]);
    // Accent-insensitive order: 'Ángel' before 'Pastora'.
    expect(await ok(call, { method: 'GET', url: '/api/audit-log/actors' })).toEqual([
      { id: users.helper.id, name: 'Ángel Ayudante' },
      { id: users.pastor.id, name: 'Pastora Zoe' },
    ]);
  });

  it('filters by inclusive days, in UTC or in the given time zone', async () => {
    const { call } = await communityWithLog([
      { at: '2025-02-28T23:59:59Z', actor: 'pastor', objectType: 'sector' }, // Bogotá: Feb 28, 18:59
      { at: '2025-03-01T04:59:59Z', actor: 'pastor', objectType: 'sector' }, // Bogotá: Feb 28, 23:59
      { at: '2025-03-01T05:00:00Z', actor: 'pastor', objectType: 'sector' }, // Bogotá: Mar 1, 00:00
      { at: '2025-03-01T23:59:59Z', actor: 'pastor', objectType: 'sector' }, // Bogotá: Mar 1, 18:59
      { at: '2025-03-02T04:59:59Z', actor: 'pastor', objectType: 'sector' }, // Bogotá: Mar 1, 23:59
      { at: '2025-03-02T05:00:00Z', actor: 'pastor', objectType: 'sector' }, // Bogotá: Mar 2, 00:00
    ]);
    expect(objectIds(await log(call, '&from=2025-03-01&to=2025-03-01'))).toEqual(['obj-3', 'obj-2', 'obj-1']);
    expect(objectIds(await log(call, '&from=2025-03-01&to=2025-03-01&tz=America/Bogota'))).toEqual([
      'obj-4',
      'obj-3',
      'obj-2',
    ]);
    expect(objectIds(await log(call, '&from=2025-03-02'))).toEqual(['obj-5', 'obj-4']);
    expect(objectIds(await log(call, '&to=2025-02-28&tz=America/Bogota'))).toEqual(['obj-1', 'obj-0']);
  });

  it('refuses bad filters with a Spanish message', async () => {
    const cases: [string, string][] = [
      ['from=2025-03-02&to=2025-03-01', 'La fecha final no puede ser anterior a la inicial'],
      ['from=2025-02-30', 'La fecha debe tener el formato AAAA-MM-DD'],
      ['to=01/03/2025', 'La fecha debe tener el formato AAAA-MM-DD'],
      ['tz=Marte/Olympus', 'La zona horaria no es válida'],
      ['objectType=planet', 'El tipo de objeto no es válido'],
      ['actorId=abc', 'La persona seleccionada no es válida'],
      ['limit=101', 'El límite no puede superar 100'],
    ];
    for (const [query, message] of cases) {
      const res = await pastor({ method: 'GET', url: `/api/audit-log?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ code: 'VALIDATION_ERROR', message });
    }
  });

  it('pages in SQL, newest first, with entries of the same instant in a stable order', async () => {
    const { call } = await communityWithLog([
      { at: '2025-03-01T10:00:00Z', actor: 'pastor', objectType: 'sector' },
      { at: '2025-03-01T11:00:00Z', actor: 'pastor', objectType: 'sector' },
      { at: '2025-03-01T11:00:00Z', actor: 'pastor', objectType: 'sector' },
      { at: '2025-03-01T12:00:00Z', actor: 'pastor', objectType: 'sector' },
      { at: '2025-03-01T13:00:00Z', actor: 'pastor', objectType: 'sector' },
    ]);
    const all = await log(call);
    const pages = [];
    for (const page of [1, 2, 3]) {
      const res = await call({ method: 'GET', url: `/api/audit-log?limit=2&page=${page}` });
      expect(res.statusCode).toBe(200);
      pages.push(res.json());
    }
    expect(pages.map((p) => p.pagination)).toEqual([
      { page: 1, limit: 2, total: 5, hasMore: true },
      { page: 2, limit: 2, total: 5, hasMore: true },
      { page: 3, limit: 2, total: 5, hasMore: false },
    ]);
    expect(pages.flatMap((p) => p.items)).toEqual(all);
    expect(objectIds(all).slice(0, 1)).toEqual(['obj-4']);
    expect(objectIds(all).at(-1)).toBe('obj-0');
    const filtered = await call({
      method: 'GET',
      url: '/api/audit-log?limit=2&page=2&from=2025-03-01&to=2025-03-01',
    });
    expect(filtered.json().pagination).toEqual({ page: 2, limit: 2, total: 5, hasMore: true });
  });

  it('keeps an entry readable when its author account is removed', async () => {
    const { call, users } = await communityWithLog([
      { at: '2025-03-01T10:00:00Z', actor: 'helper', objectType: 'news' },
    ]);
    await kit.t.database.db.delete(usersTable).where(eq(usersTable.id, users.helper.id));
    const [entry] = await log(call);
    expect(entry?.actor).toEqual({ id: null, name: 'Ángel Ayudante' });
    // No account left to filter by: the actor list only offers people who still have one.
    expect(await ok(call, { method: 'GET', url: '/api/audit-log/actors' })).toEqual([]);
  });
});
