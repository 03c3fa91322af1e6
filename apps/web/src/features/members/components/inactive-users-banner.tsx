import { Alert, Button, Group, Text } from '@mantine/core';
import { IconUserOff } from '@tabler/icons-react';

export interface InactiveUsersBannerProps {
  count: number;
  showingInactive: boolean;
  onShow: () => void;
}

/** Warns that inactive users exist and offers to list them. */
export function InactiveUsersBanner({ count, showingInactive, onShow }: InactiveUsersBannerProps) {
  if (count <= 0) return null;
  return (
    <Alert color="orange" variant="light" icon={<IconUserOff size={18} aria-hidden />}>
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          {count === 1
            ? 'Hay 1 usuario inactivado en la comunidad. No puede acceder al sistema hasta que sea reactivado.'
            : `Hay ${count} usuarios inactivados en la comunidad. No pueden acceder al sistema hasta que sean reactivados.`}
        </Text>
        {showingInactive ? null : (
          <Button size="xs" variant="white" color="#8a3100" onClick={onShow}>
            Ver inactivos
          </Button>
        )}
      </Group>
    </Alert>
  );
}
