import { bogotaDay, COMMUNITY_UTC_OFFSET_MINUTES } from '@koinonia/shared/common/days';
import {
  type CreateInvitationBody,
  createInvitationBodySchema,
  type Invitation,
  type InvitationRole,
  invitationMessages,
} from '@koinonia/shared/invitations/invitations.schemas';
import { type FieldErrors, schemaErrors } from '@koinonia/ui/schema-form';
import { formatDate } from './format';

/** What the list says of an invitation. */
export type InvitationState = 'active' | 'expired' | 'usedUp' | 'revoked';

export const invitationStateLabels: Record<InvitationState, string> = {
  active: 'Activa',
  expired: 'Vencida',
  usedUp: 'Agotada',
  revoked: 'Revocada',
};

export const invitationStateColors: Record<InvitationState, string> = {
  active: 'green',
  expired: 'orange',
  usedUp: 'blue',
  revoked: 'red',
};

/** The server's word on whether it can be used (revoked first: a pastor's act outranks the clock). */
export function invitationState(
  invitation: Pick<Invitation, 'valid' | 'reason' | 'revokedAt'>,
): InvitationState {
  if (invitation.revokedAt || invitation.reason === 'REVOKED') return 'revoked';
  if (invitation.reason === 'EXPIRED') return 'expired';
  if (invitation.reason === 'USED_UP') return 'usedUp';
  return 'active';
}

/** '3 de 5 usos' with a limit, '3 usos' without ('1 uso'). */
export function usesText({ uses, maxUses }: Pick<Invitation, 'uses' | 'maxUses'>): string {
  if (maxUses !== null) return `${uses} de ${maxUses} ${maxUses === 1 ? 'uso' : 'usos'}`;
  return `${uses} ${uses === 1 ? 'uso' : 'usos'}`;
}

export function expiryText(expiresAt: string | null): string {
  return expiresAt ? formatDate(expiresAt) : 'Sin vencimiento';
}

export const invitationRoleOptions: { value: InvitationRole; label: string; description: string }[] = [
  { value: 'MEMBER', label: 'Miembro', description: 'Entra como miembro de la comunidad.' },
  {
    value: 'GUEST',
    label: 'Invitado',
    description: 'Entra como invitado, pendiente de que un pastor lo confirme como miembro.',
  },
];

export interface InvitationFormValues {
  role: InvitationRole;
  /** The last day it works ('YYYY-MM-DD'), or '' for no expiry. */
  expiresOn: string;
  /** How many people can join with it, or '' for no limit. */
  maxUses: number | string;
}

export const initialInvitationValues: InvitationFormValues = { role: 'MEMBER', expiresOn: '', maxUses: '' };

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** The link works to the end of the chosen day on the community's clock. */
export function toInvitationBody(values: InvitationFormValues): CreateInvitationBody {
  return {
    role: values.role,
    expiresAt: values.expiresOn
      ? `${values.expiresOn}T23:59:59${offsetText(COMMUNITY_UTC_OFFSET_MINUTES)}`
      : null,
    maxUses: values.maxUses === '' ? null : Number(values.maxUses),
  };
}

const fieldOf = (path: readonly PropertyKey[] | string): keyof InvitationFormValues | undefined => {
  const first = String(typeof path === 'string' ? path.split('.')[0] : path[0]);
  if (first === 'expiresAt') return 'expiresOn';
  if (first === 'role' || first === 'maxUses') return first;
  return undefined;
};

export const invitationFieldOf = fieldOf;

/** The shared schema's rules, and a last day that has not passed yet (the server checks it too). */
export function validateInvitation(
  values: InvitationFormValues,
  now: Date = new Date(),
): FieldErrors<InvitationFormValues> {
  const errors = schemaErrors(createInvitationBodySchema, toInvitationBody(values), fieldOf);
  if (!errors.expiresOn && values.expiresOn && values.expiresOn < bogotaDay(now))
    errors.expiresOn = invitationMessages.expiresAtPast;
  return errors;
}
