import { Card, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One card of the news form (basic info, image, event details, contact, status). */
export function FormSection({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder padding="md">
      <Group gap="xs" mb="sm">
        {icon}
        <Title order={3} size="h5">
          {title}
        </Title>
      </Group>
      <Stack gap="sm">{children}</Stack>
    </Card>
  );
}
