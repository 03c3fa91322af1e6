import { roleLabels } from '@koinonia/shared/members/members.labels';
import type { Membership, Role } from '@koinonia/shared/members/members.schemas';
import { confirmDialog } from '@koinonia/ui/components/confirm-dialog';
import { notifyError, notifySuccess, notifySuccessWithAction } from '@koinonia/ui/notify';
import { Text } from '@mantine/core';
import { useChangeRole, useDeactivateMember, useReactivateMember } from '../api/member-mutations';

/** The role that administers the whole community: a change to or from it is always confirmed. */
const PASTOR: Role = 'COMMUNITY_ADMIN';

/**
 * The pastor's actions on a membership, with their toasts (and the confirmation that deactivation
 * asks for). Shared by the member table and the older modals.
 */
export function useMemberActions() {
  const changeRoleMutation = useChangeRole();
  const deactivateMutation = useDeactivateMember();
  const reactivateMutation = useReactivateMember();

  /** Saves a role; `done` runs once it is saved (the toast, with or without 'Deshacer'). */
  function saveRole(membership: Membership, role: Role, done: () => void) {
    changeRoleMutation.mutate(
      { membershipId: membership.id, role },
      {
        onSuccess: done,
        onError: (error) => notifyError(error, 'Error al actualizar rol'),
      },
    );
  }

  /** The confirmation of a role change, naming the person and both roles. */
  function askRoleChange(membership: Membership, role: Role, onConfirm: () => void) {
    confirmDialog({
      title: 'Confirmar cambio de rol',
      message: (
        <Text size="sm">
          ¿Estás seguro de cambiar el rol de <strong>{membership.user.name}</strong> de{' '}
          {roleLabels[membership.role]} a {roleLabels[role]}?
        </Text>
      ),
      confirmLabel: 'Cambiar rol',
      onConfirm,
    });
  }

  /**
   * The table's role select. Giving or taking away the Pastor role (full administration) asks first;
   * any other change is saved at once, and its toast offers 'Deshacer', which puts the previous role back.
   */
  function changeRole(membership: Membership, role: Role) {
    if (role === membership.role) return;
    const previous = membership.role;
    const name = membership.user.name;
    if (role === PASTOR || previous === PASTOR) {
      askRoleChange(membership, role, () =>
        saveRole(membership, role, () => notifySuccess('Rol actualizado exitosamente')),
      );
      return;
    }
    saveRole(membership, role, () =>
      notifySuccessWithAction('Rol actualizado exitosamente', {
        actionLabel: 'Deshacer',
        onAction: () =>
          saveRole({ ...membership, role }, previous, () =>
            notifySuccess(`Rol de ${name} restaurado a ${roleLabels[previous]}`),
          ),
      }),
    );
  }

  /** The older modals confirm every role change before saving it. */
  function confirmChangeRole(membership: Membership, role: Role, onDone?: () => void) {
    if (role === membership.role) {
      onDone?.();
      return;
    }
    askRoleChange(membership, role, () =>
      saveRole(membership, role, () => {
        notifySuccess('Rol actualizado exitosamente');
        onDone?.();
      }),
    );
  }

  function deactivate(membership: Membership) {
    confirmDialog({
      title: 'Inactivar miembro',
      message: (
        <Text size="sm">
          ¿Estás seguro de inactivar a <strong>{membership.user.name}</strong>? No podrá acceder al sistema
          hasta que sea reactivado.
        </Text>
      ),
      confirmLabel: 'Inactivar',
      danger: true,
      onConfirm: () =>
        deactivateMutation.mutate(membership.id, {
          onSuccess: () => notifySuccess('Miembro inactivado exitosamente'),
          onError: (error) => notifyError(error, 'Error al inactivar miembro'),
        }),
    });
  }

  function reactivate(membership: Membership) {
    reactivateMutation.mutate(membership.id, {
      onSuccess: () => notifySuccess('Miembro reactivado exitosamente'),
      onError: (error) => notifyError(error, 'Error al reactivar miembro'),
    });
  }

  /** The membership whose change is being saved, to show a loader on its row. */
  const pendingId =
    (changeRoleMutation.isPending && changeRoleMutation.variables?.membershipId) ||
    (deactivateMutation.isPending && deactivateMutation.variables) ||
    (reactivateMutation.isPending && reactivateMutation.variables) ||
    null;
  const pendingRole = changeRoleMutation.isPending ? (changeRoleMutation.variables?.role ?? null) : null;

  return { changeRole, confirmChangeRole, deactivate, reactivate, pendingId, pendingRole };
}
