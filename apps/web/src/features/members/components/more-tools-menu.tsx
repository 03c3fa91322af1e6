import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconShieldCog, IconTools, IconUsers } from '@tabler/icons-react';

export interface MoreToolsMenuProps {
  onOpenMemberManagement: () => void;
  onOpenRoleManagement: () => void;
}

/** Pastors reach the older modals from here. */
export function MoreToolsMenu({ onOpenMemberManagement, onOpenRoleManagement }: MoreToolsMenuProps) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconTools size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          Más herramientas
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconUsers size={16} aria-hidden />} onClick={onOpenMemberManagement}>
          Gestión rápida de miembros
        </Menu.Item>
        <Menu.Item leftSection={<IconShieldCog size={16} aria-hidden />} onClick={onOpenRoleManagement}>
          Gestión de roles
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
