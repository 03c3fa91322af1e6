import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, expect } from 'vitest';
import { groups, sectors } from '../../db/schema.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import {
  as,
  createCommunity,
  createMember,
  createTwoCommunities,
  login,
  snapshotRows,
} from '../../test/factories.ts';

type Call = (options: InjectOptions) => Promise<LightMyRequestResponse>;

/** A fresh database per test file, two communities (pastor, helper, member) and a guest in the first. */
export function useGroupsTestApp() {
  const app = useTestApp();
  const kit = {} as {
    cast: Awaited<ReturnType<typeof createTwoCommunities>>;
    guestToken: string;
  };
  beforeAll(async () => {
    kit.cast = await createTwoCommunities(app.t.app, app.t.database.db);
    const guest = await createMember(app.t.database.db, kit.cast.a.community.id, { role: 'GUEST' });
    kit.guestToken = await login(app.t.app, guest.user.email);
  });

  const pastor: Call = (o) => as(app.t.app, kit.cast.a.tokens.pastor)(o);
  const helper: Call = (o) => as(app.t.app, kit.cast.a.tokens.helper)(o);
  const member: Call = (o) => as(app.t.app, kit.cast.a.tokens.member)(o);
  const guest: Call = (o) => as(app.t.app, kit.guestToken)(o);
  const pastorB: Call = (o) => as(app.t.app, kit.cast.b.tokens.pastor)(o);

  async function makeSector(overrides: Record<string, unknown> = {}, call: Call = pastor) {
    const res = await call({
      method: 'POST',
      url: '/api/groups/sectors',
      payload: {
        name: `Sector ${Math.random().toString(36).slice(2, 7)}`,
        iconName: 'house',
        color: '#2f9e44',
        ...overrides,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }

  /** A complete, valid group of community A: helper leads, member co-leads. */
  function groupPayload(sectorId: string, overrides: Record<string, unknown> = {}) {
    return {
      name: 'Célula Familias de Fe',
      description: 'Estudio bíblico para familias',
      sectorId,
      leaderId: kit.cast.a.helper.user.id,
      coLeaderId: kit.cast.a.member.user.id,
      meetingAddress: 'Calle 45 # 12-30, Chapinero',
      meetingDay: 'Miércoles',
      meetingTime: '19:00',
      capacity: 15,
      currentMembers: 9,
      showInPreview: true,
      whatsappNumber: '+57 300 111 2233',
      coordinates: { lat: 4.6486, lng: -74.0628 },
      isOpenToNewMembers: true,
      isActive: true,
      ...overrides,
    };
  }

  async function makeGroup(sectorId: string, overrides: Record<string, unknown> = {}, call: Call = pastor) {
    const res = await call({
      method: 'POST',
      url: '/api/groups',
      payload: groupPayload(sectorId, overrides),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }

  /** A community of its own with one pastor (for figures that must start from zero). */
  async function freshCommunity() {
    const db = app.t.database.db;
    const community = await createCommunity(db);
    const p = await createMember(db, community.id, { role: 'COMMUNITY_ADMIN' });
    const call: Call = as(app.t.app, await login(app.t.app, p.user.email));
    return { community, pastor: p, call };
  }

  /** Every sector and group row, to prove that a refused call changed nothing. */
  const snapshot = () => snapshotRows(app.t.database.db, { sectors, groups });

  return {
    get t() {
      return app.t;
    },
    get cast() {
      return kit.cast;
    },
    pastor,
    helper,
    member,
    guest,
    pastorB,
    makeSector,
    groupPayload,
    makeGroup,
    freshCommunity,
    snapshot,
  };
}
