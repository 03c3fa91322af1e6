import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { memberships } from '../../db/schema.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { as, createCommunity, createMember, createUser, login } from '../../test/factories.ts';

const kit = useTestApp();

const communities = (token: string) => as(kit.t.app, token)({ method: 'GET', url: '/api/auth/communities' });
const switchTo = (token: string, communityId: unknown) =>
  as(kit.t.app, token)({ method: 'POST', url: '/api/auth/switch-community', payload: { communityId } });

const notThere = {
  code: 'NOT_A_MEMBER_THERE',
  message: 'No eres miembro activo de esa comunidad. Pide una invitación a su pastor.',
};

/** A pastor of "Zeta" who is also a member of "Beta" (and of nothing else), signed in. */
async function personInTwo(suffix: string) {
  const zeta = await createCommunity(kit.t.database.db, { name: `Zeta ${suffix}` });
  const beta = await createCommunity(kit.t.database.db, { name: `Beta ${suffix}` });
  const { user, membership: inZeta } = await createMember(kit.t.database.db, zeta.id, {
    role: 'COMMUNITY_ADMIN',
  });
  const [inBeta] = await kit.t.database.db
    .insert(memberships)
    .values({ communityId: beta.id, userId: user.id, role: 'MEMBER' })
    .returning();
  return { user, zeta, beta, inZeta, inBeta: inBeta!, token: await login(kit.t.app, user.email) };
}

describe('GET /api/auth/communities and POST /api/auth/switch-community', () => {
  it('lists both communities by name and switches from one to the other and back', async () => {
    const p = await personInTwo('uno');
    const listed = await communities(p.token);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toEqual({
      items: [
        {
          membershipId: p.inBeta.id,
          role: 'MEMBER',
          community: { id: p.beta.id, name: 'Beta uno' },
          current: false,
        },
        {
          membershipId: p.inZeta.id,
          role: 'COMMUNITY_ADMIN',
          community: { id: p.zeta.id, name: 'Zeta uno' },
          current: true,
        },
      ],
    });

    const toBeta = await switchTo(p.token, p.beta.id);
    expect(toBeta.statusCode, toBeta.body).toBe(200);
    const inBeta = toBeta.json();
    expect(inBeta.user).toEqual({
      id: p.user.id,
      role: 'MEMBER',
      communityId: p.beta.id,
      email: p.user.email,
      name: p.user.name,
      type: 'community',
    });
    const betaCall = as(kit.t.app, inBeta.access_token);
    const profile = await betaCall({ method: 'GET', url: '/api/community/users/profile' });
    expect(profile.json()).toMatchObject({ role: 'MEMBER', communityId: p.beta.id });
    // A member of Beta, no longer the pastor of Zeta.
    expect((await betaCall({ method: 'GET', url: '/api/community/members' })).statusCode).toBe(403);
    const nowListed = (await communities(inBeta.access_token)).json().items;
    expect(nowListed.map((c: { current: boolean }) => c.current)).toEqual([true, false]);

    const back = await switchTo(inBeta.access_token, p.zeta.id);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().user).toMatchObject({ role: 'COMMUNITY_ADMIN', communityId: p.zeta.id });
    const members = await as(
      kit.t.app,
      back.json().access_token,
    )({ method: 'GET', url: '/api/community/members' });
    expect(members.statusCode).toBe(200);
    expect(members.json().items.map((m: { id: string }) => m.id)).toEqual([p.inZeta.id]);
  });

  it('does not list an inactive membership, nor switch to it', async () => {
    const p = await personInTwo('dos');
    const gone = await createCommunity(kit.t.database.db, { name: 'Alfa dos' });
    await kit.t.database.db
      .insert(memberships)
      .values({ communityId: gone.id, userId: p.user.id, role: 'COMMUNITY_ADMIN', isActive: false });
    const names = (await communities(p.token))
      .json()
      .items.map((c: { community: { name: string } }) => c.community.name);
    expect(names).toEqual(['Beta dos', 'Zeta dos']);
    const res = await switchTo(p.token, gone.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject(notThere);
  });

  it('answers another community and one that does not exist alike: 404', async () => {
    const p = await personInTwo('tres');
    const foreign = await createCommunity(kit.t.database.db, { name: 'Ajena tres' });
    await createMember(kit.t.database.db, foreign.id, { role: 'COMMUNITY_ADMIN' });
    const toForeign = await switchTo(p.token, foreign.id);
    const toNowhere = await switchTo(p.token, randomUUID());
    expect(toForeign.statusCode).toBe(404);
    expect(toNowhere.statusCode).toBe(404);
    expect(toForeign.json()).toEqual(toNowhere.json());
    expect(toForeign.json()).toMatchObject(notThere);
    expect((await switchTo(p.token, 'no-es-un-id')).statusCode).toBe(400);
  });

  it('answers a person with no community an empty list, and 404 to a switch', async () => {
    const user = await createUser(kit.t.database.db);
    const token = await login(kit.t.app, user.email);
    const res = await communities(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: [] });
    const elsewhere = await createCommunity(kit.t.database.db, { name: 'Otra cuatro' });
    expect((await switchTo(token, elsewhere.id)).statusCode).toBe(404);
  });

  it('refuses a call with no session: 401', async () => {
    const list = await kit.t.app.inject({ method: 'GET', url: '/api/auth/communities' });
    expect(list.statusCode).toBe(401);
    const change = await kit.t.app.inject({
      method: 'POST',
      url: '/api/auth/switch-community',
      payload: { communityId: randomUUID() },
    });
    expect(change.statusCode).toBe(401);
  });
});
