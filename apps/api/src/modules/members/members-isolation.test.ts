import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { as, createTwoCommunities } from '../../test/factories.ts';

const kit = useTestApp();

describe('isolation between communities: members', () => {
  it('adding by document creates a membership in the caller’s community only', async () => {
    const cast = await createTwoCommunities(kit.t.app, kit.t.database.db);
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
