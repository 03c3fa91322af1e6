import type { AccountCommunity } from '@koinonia/shared/auth/account-communities.schemas';
import { roleLabels } from '@koinonia/shared/members/members.labels';
import { Badge, Group, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';

/** One of the person's communities, as a button to continue in it (the current one is marked). */
export function CommunityChoice({
  item,
  pending,
  disabled,
  onChoose,
}: {
  item: AccountCommunity;
  pending: boolean;
  disabled: boolean;
  onChoose: () => void;
}) {
  return (
    <UnstyledButton
      onClick={onChoose}
      disabled={disabled}
      aria-current={item.current ? 'true' : undefined}
      aria-busy={pending || undefined}
      w="100%"
      p="md"
      bg="white"
      mih={64}
      style={{
        borderRadius: 'var(--mantine-radius-lg)',
        border: `${item.current ? 2 : 1}px solid var(--mantine-color-${item.current ? 'violet-6' : 'gray-3'})`,
        opacity: disabled && !pending ? 0.6 : 1,
      }}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={700} lineClamp={2}>
            {item.community.name}
          </Text>
          <Group gap={6}>
            <Text size="sm" c="gray.7">
              {roleLabels[item.role]}
            </Text>
            {item.current && (
              <Badge color="violet" variant="light" c="violet.9" size="sm">
                Actual
              </Badge>
            )}
          </Group>
        </Stack>
        {pending ? (
          <Loader size="sm" aria-label="Cambiando de comunidad" />
        ) : (
          <IconChevronRight size={20} aria-hidden color="var(--mantine-color-gray-6)" />
        )}
      </Group>
    </UnstyledButton>
  );
}
