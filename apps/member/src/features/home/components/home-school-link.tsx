import { IconChevronRight, IconSchool } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './home.module.css';

/** A card to the biblical school: its courses, and from there one's own. */
export function HomeSchoolLink() {
  return (
    <Link to="/escuela" className={classes.card}>
      <div className={`${classes.row} ${classes.rowCentered}`}>
        <span className={classes.schoolIcon} aria-hidden>
          <IconSchool size={24} />
        </span>
        <div className={classes.cardText}>
          <span className={classes.cardTitle}>Escuela bíblica</span>
          <span className={classes.cardMeta}>Cursos para crecer en la fe: inscríbete y sigue tus cursos</span>
        </div>
        <IconChevronRight size={20} aria-hidden color="var(--mantine-color-gray-6)" />
      </div>
    </Link>
  );
}
