import { ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './facts.module.css';

/** A list of facts (an event's, a course's): each an icon, a label and its value, read as a <dl>. */
export function Facts({ children }: { children: ReactNode }) {
  return <dl className={classes.list}>{children}</dl>;
}

/** One fact of a `Facts` list. */
export function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className={classes.fact}>
      <dt className={classes.label}>
        <ThemeIcon
          component="span"
          variant="light"
          color="violet"
          size={36}
          radius="md"
          aria-hidden
          className={classes.icon}
        >
          {icon}
        </ThemeIcon>
        {label}
      </dt>
      <dd className={classes.value}>{children}</dd>
    </div>
  );
}
