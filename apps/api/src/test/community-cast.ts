import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll } from 'vitest';
import { type TestApp, useTestApp } from './build-test-app.ts';
import { as, createMember, createTwoCommunities, login } from './factories.ts';

/** A request made as someone (their token already set). */
export type Call = (options: InjectOptions) => Promise<LightMyRequestResponse>;

/**
 * A fresh app with two communities (pastor, helper and member each) and a guest in community A, and
 * a caller for each of them: what a domain's test kit starts from.
 */
export function useCommunityCast() {
  const app = useTestApp();
  const kit = {
    get t() {
      return app.t;
    },
  } as {
    readonly t: TestApp;
    cast: Awaited<ReturnType<typeof createTwoCommunities>>;
    guestToken: string;
    guestId: string;
  };
  beforeAll(async () => {
    const db = kit.t.database.db;
    kit.cast = await createTwoCommunities(kit.t.app, db);
    const guest = await createMember(db, kit.cast.a.community.id, { role: 'GUEST', name: 'Invitado Prueba' });
    kit.guestToken = await login(kit.t.app, guest.user.email);
    kit.guestId = guest.user.id;
  });

  return {
    kit,
    pastor: ((o) => as(kit.t.app, kit.cast.a.tokens.pastor)(o)) as Call,
    helper: ((o) => as(kit.t.app, kit.cast.a.tokens.helper)(o)) as Call,
    member: ((o) => as(kit.t.app, kit.cast.a.tokens.member)(o)) as Call,
    guest: ((o) => as(kit.t.app, kit.guestToken)(o)) as Call,
    pastorB: ((o) => as(kit.t.app, kit.cast.b.tokens.pastor)(o)) as Call,
    db: () => kit.t.database.db,
  };
}
