import type { Prayer } from '@koinonia/shared/prayers/prayers.schemas';
import { Button, Menu } from '@mantine/core';
import {
  IconChevronDown,
  IconEdit,
  IconMessageCirclePlus,
  IconMessageCircleX,
  IconTrash,
} from '@tabler/icons-react';
import type { PrayerCardActions } from './prayer-card';

interface PrayerActionsMenuProps
  extends Pick<PrayerCardActions, 'onEdit' | 'onDelete' | 'onAddTestimony' | 'onDeleteTestimony'> {
  prayer: Prayer;
  /** A deletion of the prayer or its testimony is under way. */
  busy: boolean;
}

/**
 * A prayer's admin actions behind one named button ('Acciones'), in words: edit, add or delete the
 * testimony, and deleting the prayer last, in red, after a divider. Each action opens its own form or
 * confirmation, as before.
 */
export function PrayerActionsMenu({ prayer, busy, ...actions }: PrayerActionsMenuProps) {
  return (
    // No focus placeholder (a focusable child without a role inside the menu): the first item takes the focus.
    <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button
          variant="default"
          size="compact-sm"
          rightSection={<IconChevronDown size={14} aria-hidden />}
          aria-label={`Acciones de ${prayer.title}`}
          loading={busy}
        >
          Acciones
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconEdit size={16} aria-hidden />} onClick={() => actions.onEdit(prayer)}>
          Editar
        </Menu.Item>
        {prayer.testimony ? (
          <Menu.Item
            leftSection={<IconMessageCircleX size={16} aria-hidden />}
            onClick={() => actions.onDeleteTestimony(prayer)}
          >
            Eliminar testimonio
          </Menu.Item>
        ) : (
          <Menu.Item
            leftSection={<IconMessageCirclePlus size={16} aria-hidden />}
            onClick={() => actions.onAddTestimony(prayer)}
          >
            Añadir testimonio
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item
          color="red.9"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => actions.onDelete(prayer)}
        >
          Eliminar
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
