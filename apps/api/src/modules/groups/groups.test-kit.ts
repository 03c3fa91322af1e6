import { expect } from 'vitest';
import { groups, sectors } from '../../db/schema.ts';
import { type Call, createFreshCommunity, useCommunityCast } from '../../test/community-cast.ts';
import { snapshotRows } from '../../test/factories.ts';

/** A fresh database per test file, two communities (pastor, helper, member) and a guest in the first. */
export function useGroupsTestApp() {
  const { kit, pastor, helper, member, guest, pastorB } = useCommunityCast({ guest: {} });

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
    const { community, people, calls } = await createFreshCommunity(kit.t, {
      pastor: { role: 'COMMUNITY_ADMIN', signIn: true },
    });
    return { community, pastor: people.pastor, call: calls.pastor };
  }

  /** Every sector and group row, to prove that a refused call changed nothing. */
  const snapshot = () => snapshotRows(kit.t.database.db, { sectors, groups });

  return {
    get t() {
      return kit.t;
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
