import { Button, Group, Loader, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { CSSProperties, Ref } from 'react';

export interface LoadMoreProps {
  /** The next page is on its way: a loader (role="status") takes the button's place. */
  loading: boolean;
  onLoadMore: () => void;
  /** The button's text: 'Cargar más (12 restantes)'. */
  label: string;
  /** What the loader says: 'Cargando más oraciones…'. */
  loadingLabel: string;
  /** The slot around the button (a place for the focus while the page loads). */
  slotRef?: Ref<HTMLDivElement>;
  buttonRef?: Ref<HTMLButtonElement>;
  /** Makes the slot focusable, without an outline. */
  focusable?: boolean;
}

const noOutline: CSSProperties = { outline: 'none' };

/** 'Cargar más' under a list that grows, and its loader while the next page comes. */
export function LoadMore({
  loading,
  onLoadMore,
  label,
  loadingLabel,
  slotRef,
  buttonRef,
  focusable,
}: LoadMoreProps) {
  return (
    <Group
      ref={slotRef}
      tabIndex={focusable ? -1 : undefined}
      justify="center"
      mih={36}
      style={focusable ? noOutline : undefined}
    >
      {loading ? (
        <Group gap="xs" role="status" aria-label={loadingLabel}>
          <Loader size="sm" color="violet" aria-hidden />
          <Text size="sm" c="gray.7">
            {loadingLabel}
          </Text>
        </Group>
      ) : (
        <Button
          ref={buttonRef}
          variant="light"
          leftSection={<IconChevronDown size={18} aria-hidden />}
          onClick={onLoadMore}
        >
          {label}
        </Button>
      )}
    </Group>
  );
}
