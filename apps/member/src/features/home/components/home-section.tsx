import { Anchor, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './home.module.css';

/** A part of the home: its heading, its link to the whole list, and what it shows. */
export function HomeSection({
  id,
  title,
  more,
  children,
}: {
  id: string;
  title: string;
  more: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <Stack component="section" gap="sm" aria-labelledby={id}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Title order={2} fz="lg" id={id}>
          {title}
        </Title>
        <Anchor component={Link} to={more.to} size="sm" fw={600} className={classes.more}>
          {more.label}
        </Anchor>
      </Group>
      {children}
    </Stack>
  );
}

/** A section's small loading line. */
export function SectionLoading({ text }: { text: string }) {
  return (
    <Group gap="xs" role="status" py="sm">
      <Loader size="xs" color="violet" aria-hidden />
      <Text size="sm" c="gray.7">
        {text}
      </Text>
    </Group>
  );
}

/** A section with nothing to show. */
export function SectionEmpty({ text }: { text: string }) {
  return (
    <Text size="sm" c="gray.7" py="xs">
      {text}
    </Text>
  );
}
