import type { Role } from '@koinonia/shared/members/members.schemas';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll } from 'vitest';
import { type TestApp, type TestAppOptions, useTestApp } from './build-test-app.ts';
import { as, createCommunity, createMember, createTwoCommunities, login } from './factories.ts';

/** A request made as someone (their token already set). */
export type Call = (options: InjectOptions) => Promise<LightMyRequestResponse>;

/** What a test kit's cast holds once its beforeAll has run. */
export interface CastKit {
  readonly t: TestApp;
  cast: Awaited<ReturnType<typeof createTwoCommunities>>;
  guestToken: string;
  guestId: string;
}

export interface CommunityCastOptions<K extends CastKit> {
  /** The guest of community A (its name, when given), or none at all. */
  guest?: { name?: string } | false;
  /** More people or rows, made after the cast (in the same beforeAll). */
  more?: (kit: K) => Promise<void>;
  /** The app's options (useTestApp's). */
  app?: TestAppOptions | (() => TestAppOptions);
}

/**
 * A fresh app with two communities (pastor, helper and member each) and a guest in community A, and
 * a caller for each of them: what a domain's test kit starts from.
 */
export function useCommunityCast<K extends CastKit = CastKit>(options: CommunityCastOptions<K> = {}) {
  const { guest: guestOptions = { name: 'Invitado Prueba' }, more } = options;
  const app = useTestApp(options.app);
  const kit = {
    get t() {
      return app.t;
    },
  } as K;
  beforeAll(async () => {
    const db = kit.t.database.db;
    kit.cast = await createTwoCommunities(kit.t.app, db);
    if (guestOptions) {
      const guest = await createMember(db, kit.cast.a.community.id, {
        role: 'GUEST',
        name: guestOptions.name,
      });
      kit.guestToken = await login(kit.t.app, guest.user.email);
      kit.guestId = guest.user.id;
    }
    await more?.(kit);
  });

  /** A caller signed in with the token `token` reads once the cast is made. */
  const caller =
    (token: () => string): Call =>
    (o) =>
      as(kit.t.app, token())(o);

  return {
    kit,
    pastor: caller(() => kit.cast.a.tokens.pastor),
    helper: caller(() => kit.cast.a.tokens.helper),
    member: caller(() => kit.cast.a.tokens.member),
    guest: caller(() => kit.guestToken),
    pastorB: caller(() => kit.cast.b.tokens.pastor),
    memberB: caller(() => kit.cast.b.tokens.member),
    caller,
    db: () => kit.t.database.db,
  };
}

/** Someone of a fresh community: their role, their name (a made-up one when absent), whether they sign in. */
export interface FreshPersonSpec {
  role: Role;
  name?: string;
  signIn?: boolean;
}

/**
 * A community of its own with the people asked for, made in their order, and a caller for each one
 * who signs in (signed in in the same order, after all are made): for lists and totals that must be
 * exactly known.
 */
export async function createFreshCommunity<S extends Record<string, FreshPersonSpec>>(t: TestApp, specs: S) {
  const db = t.database.db;
  const community = await createCommunity(db);
  const people = {} as { [P in keyof S]: Awaited<ReturnType<typeof createMember>> };
  for (const [key, spec] of Object.entries(specs) as [keyof S, FreshPersonSpec][])
    people[key] = await createMember(db, community.id, { role: spec.role, name: spec.name });
  const calls = {} as { [P in keyof S]: Call };
  for (const [key, spec] of Object.entries(specs) as [keyof S, FreshPersonSpec][])
    if (spec.signIn) calls[key] = as(t.app, await login(t.app, people[key].user.email));
  return { id: community.id, community, people, calls };
}

/** A pastor and a member, both signed in: the fresh community most lists are checked in. */
export const PASTOR_AND_MEMBER = {
  pastor: { role: 'COMMUNITY_ADMIN', name: 'Pastora Ruth Mejía', signIn: true },
  member: { role: 'MEMBER', name: 'José Núñez', signIn: true },
} as const satisfies Record<string, FreshPersonSpec>;
