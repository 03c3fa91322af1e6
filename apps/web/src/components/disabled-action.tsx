import {
  ActionIcon,
  type ActionIconProps,
  Button,
  type ButtonProps,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { type ReactNode, useId } from 'react';

/**
 * An action this person cannot take, shown where it would be with the reason why, before any work:
 * the control stays focusable (`aria-disabled`, not `disabled`), the reason shows in a tooltip on
 * hover, on keyboard focus and on touch, and screen readers hear it as the control's description.
 * A press does nothing.
 */
function Reason({ id, reason, children }: { id: string; reason: string; children: ReactNode }) {
  return (
    <>
      <Tooltip
        label={reason}
        events={{ hover: true, focus: true, touch: true }}
        withArrow
        multiline
        maw={280}
      >
        {children}
      </Tooltip>
      <VisuallyHidden id={id}>{reason}</VisuallyHidden>
    </>
  );
}

const inert = {
  'aria-disabled': true,
  'data-disabled': true,
  onClick: (e: { preventDefault: () => void }) => e.preventDefault(),
} as const;

/** An icon button refused with its reason ('Eliminar comunidad' → 'Solo Super Admins pueden…'). */
export function DisabledActionIcon({
  label,
  reason,
  children,
  ...props
}: { label: string; reason: string; children: ReactNode } & Omit<ActionIconProps, 'disabled'>) {
  const id = useId();
  return (
    <Reason id={id} reason={reason}>
      <ActionIcon
        variant="subtle"
        color="gray"
        {...props}
        aria-label={label}
        aria-describedby={id}
        {...inert}
      >
        {children}
      </ActionIcon>
    </Reason>
  );
}

/** A button refused with its reason ('Nueva Comunidad' → 'Solo Super Admins pueden crear comunidades'). */
export function DisabledButton({
  reason,
  children,
  ...props
}: { reason: string; children: ReactNode } & Omit<ButtonProps, 'disabled'>) {
  const id = useId();
  return (
    <Reason id={id} reason={reason}>
      <Button {...props} aria-describedby={id} {...inert}>
        {children}
      </Button>
    </Reason>
  );
}
