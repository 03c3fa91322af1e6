import { roleDescriptions } from '@koinonia/shared/members/members.labels';
import { roles } from '@koinonia/shared/members/members.schemas';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { RoleBadge } from '../../../components/member-badges';

/** Explains the four roles. */
export function RoleDescriptionsCard() {
  return (
    <Paper withBorder p="md" bg="gray.0">
      <Text fw={700} size="sm" mb="xs">
        ¿Qué puede hacer cada rol?
      </Text>
      <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {roles.map((role) => (
          <Group key={role} component="li" gap="sm" wrap="nowrap" align="flex-start">
            <div style={{ minWidth: 84 }}>
              <RoleBadge role={role} />
            </div>
            <Text size="sm">{roleDescriptions[role]}</Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
