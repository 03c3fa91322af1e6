import {
  GROUP_DEFAULTS,
  type Group,
  type GroupBody,
  groupBodySchema,
} from '@koinonia/shared/groups/groups.schemas';
import { type FieldErrors, pathParts, schemaErrors } from '@koinonia/ui/schema-form';

/** The form's own state, as the inputs hold it. */
export interface GroupFormValues {
  name: string;
  description: string;
  sectorId: string | null;
  leaderId: string | null;
  coLeaderId: string | null;
  meetingAddress: string;
  meetingDay: string | null;
  meetingTime: string;
  capacity: number | string;
  currentMembers: number | string;
  whatsappNumber: string;
  latitude: string;
  longitude: string;
  isOpenToNewMembers: boolean;
  isActive: boolean;
  showInPreview: boolean;
}

export type GroupFormErrors = FieldErrors<GroupFormValues>;

export function initialGroupValues(group?: Group | null): GroupFormValues {
  if (!group) {
    return {
      name: '',
      description: '',
      sectorId: null,
      leaderId: null,
      coLeaderId: null,
      meetingAddress: '',
      meetingDay: GROUP_DEFAULTS.meetingDay,
      meetingTime: GROUP_DEFAULTS.meetingTime,
      capacity: GROUP_DEFAULTS.capacity,
      currentMembers: GROUP_DEFAULTS.currentMembers,
      whatsappNumber: '',
      latitude: '',
      longitude: '',
      isOpenToNewMembers: GROUP_DEFAULTS.isOpenToNewMembers,
      isActive: GROUP_DEFAULTS.isActive,
      showInPreview: GROUP_DEFAULTS.showInPreview,
    };
  }
  return {
    name: group.name,
    description: group.description ?? '',
    sectorId: group.sector.id,
    leaderId: group.leader.id,
    coLeaderId: group.coLeader?.id ?? null,
    meetingAddress: group.meeting.address,
    meetingDay: group.meeting.day,
    meetingTime: group.meeting.time,
    capacity: group.capacity.total,
    currentMembers: group.capacity.current,
    whatsappNumber: group.contact.whatsappNumber ?? '',
    latitude: group.meeting.coordinates ? String(group.meeting.coordinates.lat) : '',
    longitude: group.meeting.coordinates ? String(group.meeting.coordinates.lng) : '',
    isOpenToNewMembers: group.isOpenToNewMembers,
    isActive: group.isActive,
    showInPreview: group.showInPreview,
  };
}

/**
 * What a coordinate input keeps of a keystroke: a decimal number being typed ('-', '4.', '-74.06').
 * A comma counts as the decimal point; anything else non-numeric is ignored (the previous value stays).
 */
export function acceptCoordinate(next: string, previous: string): string {
  const value = next.replace(',', '.').trim();
  return /^-?\d*\.?\d*$/.test(value) ? value : previous;
}

const trimmedOrNull = (v: string) => (v.trim() ? v.trim() : null);

function toNumber(v: number | string): number | undefined {
  if (typeof v === 'number') return v;
  return v.trim() === '' ? undefined : Number(v);
}

function coordinates(values: GroupFormValues) {
  const lat = Number.parseFloat(values.latitude);
  const lng = Number.parseFloat(values.longitude);
  // Dropped when either is missing or zero (spec section 3).
  return Number.isFinite(lat) && Number.isFinite(lng) && lat !== 0 && lng !== 0 ? { lat, lng } : null;
}

/**
 * The group payload. Empty optional fields are dropped on create; on edit they are sent as null so a
 * cleared co-leader, WhatsApp or location is really cleared (PATCH keeps what it is not sent).
 */
export function toGroupPayload(values: GroupFormValues, editing: boolean): GroupBody {
  const payload: GroupBody = {
    name: values.name.trim(),
    description: trimmedOrNull(values.description),
    sectorId: values.sectorId ?? '',
    leaderId: values.leaderId ?? '',
    coLeaderId: values.coLeaderId || null,
    meetingAddress: values.meetingAddress.trim(),
    meetingDay: (values.meetingDay ?? undefined) as GroupBody['meetingDay'],
    meetingTime: values.meetingTime,
    capacity: toNumber(values.capacity) as number,
    currentMembers: toNumber(values.currentMembers) ?? 0,
    whatsappNumber: trimmedOrNull(values.whatsappNumber),
    coordinates: coordinates(values),
    isOpenToNewMembers: values.isOpenToNewMembers,
    isActive: values.isActive,
    showInPreview: values.showInPreview,
  };
  if (editing) return payload;
  return Object.fromEntries(
    Object.entries(payload).filter(([, v]) => v !== null && v !== undefined),
  ) as GroupBody;
}

const fieldOfPath: Record<string, keyof GroupFormValues> = {
  lat: 'latitude',
  lng: 'longitude',
  coordinates: 'latitude',
};

/** The field a schema or server issue path ('capacity', 'coordinates.lat', ['coordinates','lng']) belongs to. */
export function issueField(path: readonly PropertyKey[] | string): keyof GroupFormValues | undefined {
  const parts = pathParts(path);
  const last = parts[parts.length - 1] ?? '';
  const first = parts[0] ?? '';
  if (first === 'coordinates') return fieldOfPath[last] ?? 'latitude';
  const known: (keyof GroupFormValues)[] = Object.keys(initialGroupValues()) as (keyof GroupFormValues)[];
  return known.includes(first as keyof GroupFormValues) ? (first as keyof GroupFormValues) : undefined;
}

/** The cross-field rules of the shared schema, as it words them (spec section 5). */
export const CURRENT_OVER_CAPACITY = 'Los miembros actuales no pueden exceder la capacidad';
export const CO_LEADER_IS_LEADER = 'El colíder debe ser diferente del líder';

/**
 * The rules between fields. The shared schema checks them only once every field is valid (zod runs a
 * refinement after the shape passes), which would show them on a second attempt: the form checks them
 * itself, so that every error shows on the first submit.
 */
function crossFieldErrors(values: GroupFormValues): GroupFormErrors {
  const errors: GroupFormErrors = {};
  const capacity = toNumber(values.capacity);
  const current = toNumber(values.currentMembers) ?? 0;
  if (capacity !== undefined && Number.isFinite(capacity) && Number.isFinite(current) && current > capacity)
    errors.currentMembers = CURRENT_OVER_CAPACITY;
  if (values.coLeaderId && values.coLeaderId === values.leaderId) errors.coLeaderId = CO_LEADER_IS_LEADER;
  return errors;
}

/** The shared schema's rules (the same as the server's), one message per field, all at once. */
export function validateGroup(values: GroupFormValues): GroupFormErrors {
  const fieldErrors = schemaErrors(groupBodySchema, toGroupPayload(values, false), issueField);
  const cross = crossFieldErrors(values);
  // A field's own rule comes first (a negative count says so rather than comparing with the capacity).
  return { ...cross, ...Object.fromEntries(Object.entries(fieldErrors).filter(([, m]) => m)) };
}
