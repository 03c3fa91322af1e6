import { Link } from 'react-router';
import { QueryError } from '../../../components/first-screen-states';
import { useFeaturedGroups } from '../api/featured-groups';
import classes from './home.module.css';
import { HomeSection, SectionEmpty, SectionLoading } from './home-section';

/** The groups the church features, each leading to Grupos. */
export function HomeGroups() {
  const query = useFeaturedGroups();
  return (
    <HomeSection
      id="home-groups"
      title="Grupos destacados"
      more={{ to: '/grupos', label: 'Ver todos los grupos' }}
    >
      {query.isPending ? (
        <SectionLoading text="Cargando grupos..." />
      ) : query.isError && !query.data ? (
        <QueryError query={query} fallback="No se pudieron cargar los grupos" size="sm" />
      ) : query.data.length === 0 ? (
        <SectionEmpty text="No hay grupos destacados por ahora." />
      ) : (
        <ul className={classes.list}>
          {query.data.map((g) => (
            <li key={g.id}>
              <Link to="/grupos" className={classes.card}>
                <div className={classes.row}>
                  <div className={classes.cardText}>
                    <span className={classes.cardTitle}>{g.name}</span>
                    <span className={classes.cardMeta}>
                      {g.meeting.day} · {g.meeting.time} · Líder: {g.leader.name}
                    </span>
                  </div>
                  <span className={classes.badge}>{g.sector.name}</span>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
