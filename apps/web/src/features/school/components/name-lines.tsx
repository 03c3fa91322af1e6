import { Text } from '@mantine/core';

/** A person's name and a line under it (their email, their course), both wrapping anywhere. */
export function NameLines({ name, detail }: { name: string; detail: string }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {name}
      </Text>
      <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
        {detail}
      </Text>
    </div>
  );
}
