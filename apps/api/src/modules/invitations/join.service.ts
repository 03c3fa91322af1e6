import type { ErrorCode } from '@koinonia/shared/errors';
import type {
  AcceptedInvitation,
  InvitationInvalidReason,
  PublicInvitation,
} from '@koinonia/shared/invitations/invitations.schemas';
import { AppError } from '../../lib/app-error.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { type Limit, limitRefusals } from '../../lib/throttle.ts';
import type { Account, TokenPayload } from '../../plugins/auth.ts';
import { sessionFor } from '../auth/auth.service.ts';
import { joinCommunity } from '../members/members.service.ts';
import * as q from './invitations.queries.ts';
import { invalidReason } from './invitations.service.ts';

const refusals: Record<InvitationInvalidReason, ErrorCode> = {
  EXPIRED: 'INVITATION_EXPIRED',
  USED_UP: 'INVITATION_USED_UP',
  REVOKED: 'INVITATION_REVOKED',
};

/** A code is 24 base64url characters; anything far from that is not looked up. */
const plausible = (code: string) => /^[A-Za-z0-9_-]{16,64}$/.test(code);

/**
 * The invitation of a code, limited per address against guessing: every look-up counts against the
 * address (atomically, so concurrent guesses cannot pass the limit) and a found code gives its try
 * back, so only unknown codes use the limit up. Counted outside any transaction: a refused join
 * still counts.
 */
async function findGuarded({ db }: ServiceDeps, code: string, ip: string, limit: Limit) {
  return limitRefusals(db, `invitation:${ip}`, limit, async () => {
    const row = plausible(code) ? await q.findByCode(db, code) : undefined;
    if (!row) throw new AppError('INVITATION_NOT_FOUND');
    return row;
  });
}

/** What the joining screen shows, with no session: the community, the role, and whether it can be used. */
export async function publicInvitation(
  deps: ServiceDeps,
  code: string,
  { ip, limit }: { ip: string; limit: Limit },
): Promise<PublicInvitation> {
  const row = await findGuarded(deps, code, ip, limit);
  const reason = invalidReason(row);
  return {
    community: { name: row.communityName },
    role: row.role,
    valid: reason === null,
    ...(reason ? { reason } : {}),
  };
}

/**
 * The signed-in person joins the invitation's community with its role: a new membership, or a former
 * (inactive) one active again with that role. The use is counted by a conditional update in the same
 * transaction, so a refused join (already a member, a failure) gives it back. Answers the membership
 * and a session in that community, as login does.
 */
export async function acceptInvitation(
  deps: ServiceDeps,
  account: Account,
  code: string,
  { limit, sign }: { limit: Limit; sign: (payload: TokenPayload) => string },
): Promise<AcceptedInvitation> {
  const found = await findGuarded(deps, code, account.ip, limit);
  const communityId = found.communityId;
  const person = { ...account, communityId, role: found.role };
  const membership = await deps.db.transaction((tx) =>
    joinCommunity(tx, person, found.id, async () => {
      if (await q.claimUse(tx, found.id)) return;
      const now = await q.findByCode(tx, code);
      throw new AppError(refusals[(now && invalidReason(now)) ?? 'USED_UP']);
    }),
  );
  const session = sessionFor(
    { id: account.userId, email: account.email, name: account.name },
    { id: membership.id, role: membership.role, communityId },
    sign,
  );
  return { membership, ...session };
}
