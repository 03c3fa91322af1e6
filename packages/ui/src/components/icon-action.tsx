import { ActionIcon, type ActionIconProps, Tooltip } from '@mantine/core';
import type { MouseEventHandler, ReactNode } from 'react';

export interface IconActionProps extends ActionIconProps {
  /** The short word in the tooltip ('Editar'). */
  tooltip: string;
  /** The button's accessible name, naming its target ('Editar Retiro de jóvenes'). */
  label: string;
  onClick?: MouseEventHandler<HTMLButtonElement>;
  /** The icon, hidden from assistive technology by the caller. */
  children: ReactNode;
}

/** An icon button with its tooltip and an accessible name (subtle unless told otherwise). */
export function IconAction({ tooltip, label, variant = 'subtle', children, ...props }: IconActionProps) {
  return (
    <Tooltip label={tooltip}>
      <ActionIcon variant={variant} {...props} aria-label={label}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}
