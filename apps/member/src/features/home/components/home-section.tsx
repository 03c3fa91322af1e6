import type { ReactNode } from 'react';
import { Link } from 'react-router';
import plain from '../../../components/plain.module.css';
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
    <section className={classes.section} aria-labelledby={id}>
      <div className={classes.sectionHead}>
        <h2 className={classes.sectionTitle} id={id}>
          {title}
        </h2>
        <Link to={more.to} className={classes.more}>
          {more.label}
        </Link>
      </div>
      {children}
    </section>
  );
}

/** A small loading line (a spinner and what is on its way). */
export function SectionLoading({ text }: { text: string }) {
  return (
    <div className={classes.status} role="status">
      <span className={plain.spinner} aria-hidden />
      {text}
    </div>
  );
}

/** A section with nothing to show. */
export function SectionEmpty({ text }: { text: string }) {
  return <p className={classes.empty}>{text}</p>;
}
