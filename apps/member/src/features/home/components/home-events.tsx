import { IconCalendarEvent } from '@tabler/icons-react';
import { Link } from 'react-router';
import { QueryError } from '../../../components/first-screen-states';
import { formatShortDay } from '../../../lib/format-date';
import { useNextEvents } from '../api/next-events';
import classes from './home.module.css';
import { HomeSection, SectionEmpty, SectionLoading } from './home-section';

/** The next events, each opening its detail. */
export function HomeEvents() {
  const query = useNextEvents();
  return (
    <HomeSection
      id="home-events"
      title="Próximos eventos"
      more={{ to: '/eventos', label: 'Ver todos los eventos' }}
    >
      {query.isPending ? (
        <SectionLoading text="Cargando eventos..." />
      ) : query.isError && !query.data ? (
        <QueryError query={query} fallback="No se pudieron cargar los eventos" size="sm" />
      ) : query.data.length === 0 ? (
        <SectionEmpty text="No hay eventos próximos por ahora." />
      ) : (
        <ul className={classes.list}>
          {query.data.map((e) => (
            <li key={e.id}>
              <Link to={`/eventos/${e.id}`} className={classes.card}>
                <div className={classes.row}>
                  <IconCalendarEvent size={22} color="var(--mantine-color-violet-7)" aria-hidden />
                  <div className={classes.cardText}>
                    <span className={`${classes.cardTitle} ${classes.clamp2}`}>{e.title}</span>
                    <span className={classes.cardMeta}>
                      {formatShortDay(e.eventDate)} · {e.eventTime} · {e.location}
                    </span>
                  </div>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
