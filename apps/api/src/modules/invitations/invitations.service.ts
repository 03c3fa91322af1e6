import { randomBytes } from 'node:crypto';
import type { PaginationQuery } from '@koinonia/shared/common/pagination.schemas';
import {
  type CreateInvitationBody,
  type Invitation,
  type InvitationInvalidReason,
  type InvitationsPage,
  invitationMessages,
  MAX_INVITATION_DAYS,
} from '@koinonia/shared/invitations/invitations.schemas';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { isUuid } from '../../lib/ids.ts';
import { pageWindow, paginated } from '../../lib/pagination.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { ValidationError } from '../../lib/validation.ts';
import type { Caller } from '../../plugins/auth.ts';
import * as q from './invitations.queries.ts';

/** A new code: 144 random bits, 24 characters of base64url. */
export const newInvitationCode = () => randomBytes(18).toString('base64url');

/** The app's address to join with a code. */
export const joinUrl = (origin: string, code: string) => `${origin}/app/unirse/${code}`;

/** Why an invitation cannot be used at `now`, or null while it can: revoked, then expired, then used up. */
export function invalidReason(
  row: { revokedAt: Date | null; expiresAt: Date | null; uses: number; maxUses: number | null },
  now = new Date(),
): InvitationInvalidReason | null {
  if (row.revokedAt) return 'REVOKED';
  if (row.expiresAt && row.expiresAt <= now) return 'EXPIRED';
  if (row.maxUses !== null && row.uses >= row.maxUses) return 'USED_UP';
  return null;
}

function toInvitation(row: q.InvitationRow, origin: string): Invitation {
  const reason = invalidReason(row);
  return {
    id: row.id,
    code: row.code,
    url: joinUrl(origin, row.code),
    role: row.role,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    maxUses: row.maxUses,
    uses: row.uses,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdByName === null ? null : { name: row.createdByName },
    valid: reason === null,
    reason,
  };
}

async function readInvitation(db: Tx, caller: Caller, id: string, origin: string) {
  const row = isUuid(id) ? await q.findInvitation(db, { communityId: caller.communityId, id }) : undefined;
  if (!row) throw new AppError('INVITATION_NOT_FOUND');
  return toInvitation(row, origin);
}

/** An expiry must be after now and at most a year ahead (checked here: it depends on the clock). */
function expiryOf(expiresAt: string | null): Date | null {
  if (expiresAt === null) return null;
  const date = new Date(expiresAt);
  const now = Date.now();
  if (date.getTime() <= now) {
    throw new ValidationError([{ path: 'expiresAt', message: invitationMessages.expiresAtPast }]);
  }
  if (date.getTime() > now + MAX_INVITATION_DAYS * 24 * 3600 * 1000) {
    throw new ValidationError([{ path: 'expiresAt', message: invitationMessages.expiresAtTooFar }]);
  }
  return date;
}

export function createInvitation(
  { db }: ServiceDeps,
  caller: Caller,
  body: CreateInvitationBody,
  origin: string,
): Promise<Invitation> {
  const expiresAt = expiryOf(body.expiresAt);
  return db.transaction(async (tx) => {
    const id = await q.insertInvitation(tx, {
      communityId: caller.communityId,
      code: newInvitationCode(),
      role: body.role,
      expiresAt,
      maxUses: body.maxUses,
      createdBy: caller.userId,
    });
    // The code is not logged: whoever reads the log could join with it.
    await audit(tx, caller, {
      action: 'create',
      objectType: 'invitation',
      objectId: id,
      changes: { role: body.role, expiresAt, maxUses: body.maxUses },
    });
    return readInvitation(tx, caller, id, origin);
  });
}

/** How long an invitation made for one person (a cell's visitor) stays valid. */
export const PERSONAL_INVITATION_DAYS = 30;

/**
 * The invitation made for one person known by name (a cell's visitor): the one given before while it
 * can still be used (`current`), else a new one, as Miembro, for one use, valid 30 days. Answers it
 * and whether it is new.
 */
export async function personalInvitation(
  tx: Tx,
  caller: Caller,
  { current, forName }: { current: string | null; forName: string },
  origin: string,
): Promise<{ invitation: Invitation; created: boolean }> {
  const kept = current
    ? await q.findInvitation(tx, { communityId: caller.communityId, id: current })
    : undefined;
  if (kept && !invalidReason(kept)) return { invitation: toInvitation(kept, origin), created: false };
  const expiresAt = new Date(Date.now() + PERSONAL_INVITATION_DAYS * 24 * 3600 * 1000);
  const id = await q.insertInvitation(tx, {
    communityId: caller.communityId,
    code: newInvitationCode(),
    role: 'MEMBER',
    expiresAt,
    maxUses: 1,
    createdBy: caller.userId,
  });
  await audit(tx, caller, {
    action: 'create',
    objectType: 'invitation',
    objectId: id,
    changes: { role: 'MEMBER', expiresAt, maxUses: 1, forName },
  });
  return { invitation: await readInvitation(tx, caller, id, origin), created: true };
}

export async function listInvitations(
  { db }: ServiceDeps,
  caller: Caller,
  query: PaginationQuery,
  origin: string,
): Promise<InvitationsPage> {
  const { items, total } = await q.listInvitations(db, caller.communityId, pageWindow(query));
  return paginated(
    items.map((row) => toInvitation(row, origin)),
    total,
    query,
  );
}

/** Revokes an invitation; revoking it again answers it as it is and changes nothing. */
export function revokeInvitation(
  { db }: ServiceDeps,
  caller: Caller,
  id: string,
  origin: string,
): Promise<Invitation> {
  return db.transaction(async (tx) => {
    const before = await readInvitation(tx, caller, id, origin);
    if (before.revokedAt) return before;
    if (await q.revokeInvitation(tx, { communityId: caller.communityId, id })) {
      await audit(tx, caller, {
        action: 'deactivate',
        objectType: 'invitation',
        objectId: id,
        changes: { role: before.role, uses: before.uses, revokedAt: { from: null, to: new Date() } },
      });
    }
    return readInvitation(tx, caller, id, origin);
  });
}
