import { roleLabels } from '@koinonia/shared/members/members.labels';
import type { Membership, Role } from '@koinonia/shared/members/members.schemas';
import { roles } from '@koinonia/shared/members/members.schemas';
import { IconAction } from '@koinonia/ui/components/icon-action';
import { Group, NativeSelect, Text } from '@mantine/core';
import { IconEye, IconUserCheck, IconUserOff } from '@tabler/icons-react';

export const roleOptions = roles.map((role) => ({ value: role, label: roleLabels[role] }));

export interface MemberRowActionsProps {
  membership: Membership;
  isSelf: boolean;
  pending: boolean;
  /** The role being saved for this row, shown in the select until the list reloads. */
  pendingRole: Role | null;
  onDetails: () => void;
  onChangeRole: (role: Role) => void;
  onDeactivate: () => void;
  onReactivate: () => void;
}

/** The pastor's actions on one row: details, immediate role change, deactivate or reactivate. */
export function MemberRowActions(props: MemberRowActionsProps) {
  const { membership, isSelf, pending, pendingRole } = props;
  const name = membership.user.name;
  return (
    <Group gap={6} wrap="nowrap">
      <IconAction
        tooltip="Ver detalles"
        color="gray.8"
        label={`Ver detalles de ${name}`}
        onClick={props.onDetails}
      >
        <IconEye size={18} aria-hidden />
      </IconAction>
      {isSelf ? (
        <Text size="xs" c="gray.7" fs="italic">
          Tu cuenta
        </Text>
      ) : (
        <>
          <NativeSelect
            size="xs"
            w={118}
            aria-label={`Cambiar rol de ${name}`}
            data={roleOptions}
            value={pendingRole ?? membership.role}
            disabled={pending}
            onChange={(event) => props.onChangeRole(event.currentTarget.value as Role)}
          />
          <ActiveToggleAction
            name={name}
            active={membership.isActive}
            pending={pending}
            onDeactivate={props.onDeactivate}
            onReactivate={props.onReactivate}
          />
        </>
      )}
    </Group>
  );
}

export interface ActiveToggleActionProps {
  /** The member's name, in the button's accessible name. */
  name: string;
  active: boolean;
  pending: boolean;
  onDeactivate: () => void;
  onReactivate: () => void;
}

/** 'Inactivar' an active membership, 'Reactivar' an inactive one. */
export function ActiveToggleAction({
  name,
  active,
  pending,
  onDeactivate,
  onReactivate,
}: ActiveToggleActionProps) {
  const toggle = active
    ? { verb: 'Inactivar', color: 'red.8', Icon: IconUserOff, onClick: onDeactivate }
    : { verb: 'Reactivar', color: 'green.9', Icon: IconUserCheck, onClick: onReactivate };
  return (
    <IconAction
      tooltip={toggle.verb}
      color={toggle.color}
      label={`${toggle.verb} a ${name}`}
      loading={pending}
      onClick={toggle.onClick}
    >
      <toggle.Icon size={18} aria-hidden />
    </IconAction>
  );
}
