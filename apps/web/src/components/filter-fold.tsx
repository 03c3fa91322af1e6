import { Button, Collapse, SimpleGrid } from '@mantine/core';
import { IconChevronDown, IconFilter } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { usePhone } from '../lib/use-phone';

interface FilterFoldProps {
  /** The filters in use, shown on the button: 'Filtros (2)'; 'Filtros' when none. */
  count: number;
  /** The filters themselves. */
  children: ReactNode;
  /** A control that sits beside the button on a phone and after the filters elsewhere (the exports). */
  beside?: ReactNode;
}

/**
 * A list's filters on a phone: folded behind one 'Filtros (n)' button (a disclosure, aria-expanded) so
 * the list starts in the first screen; on wider screens the filters show as they are.
 */
export function FilterFold({ count, children, beside }: FilterFoldProps) {
  const phone = usePhone();
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!phone)
    return (
      <>
        {children}
        {beside}
      </>
    );
  return (
    <>
      <SimpleGrid cols={beside ? 2 : 1} spacing="xs">
        <Button
          variant="default"
          fullWidth
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((o) => !o)}
          leftSection={<IconFilter size={18} aria-hidden />}
          rightSection={
            <IconChevronDown
              size={16}
              aria-hidden
              style={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
            />
          }
        >
          {count ? `Filtros (${count})` : 'Filtros'}
        </Button>
        {beside}
      </SimpleGrid>
      <Collapse in={open} id={id}>
        {children}
      </Collapse>
    </>
  );
}
