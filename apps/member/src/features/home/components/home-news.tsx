import { imageTypes, imageUrl, LOCAL_UPLOADS_BASE } from '@koinonia/shared/images/image-url';
import type { NewsItem } from '@koinonia/shared/news/news.schemas';
import { useSession } from '@koinonia/ui/use-session';
import { Link } from 'react-router';
import { QueryError } from '../../../components/first-screen-states';
import { useHomeSlice } from '../api/home-slice';
import classes from './home.module.css';
import { HomeSection, SectionEmpty, SectionLoading } from './home-section';

function NewsCard({ item, communityId }: { item: NewsItem; communityId: string | null | undefined }) {
  const src = imageUrl(item.imageUrl, {
    base: LOCAL_UPLOADS_BASE,
    local: true,
    type: imageTypes.news,
    communityId,
    warn: () => {},
  });
  return (
    <Link to={`/noticias/${item.id}`} className={classes.card}>
      <div className={classes.row}>
        {src && <img src={src} alt="" width={88} height={66} className={classes.thumb} />}
        <div className={classes.cardText}>
          <span className={`${classes.cardTitle} ${classes.clamp2}`}>{item.title}</span>
          <span className={`${classes.cardMeta} ${classes.clamp2}`}>{item.summary}</span>
        </div>
      </div>
    </Link>
  );
}

/** The home's news cards (the home slice), each opening its news. */
export function HomeNews() {
  const communityId = useSession()?.user.communityId;
  const query = useHomeSlice();
  return (
    <HomeSection id="home-news" title="Noticias" more={{ to: '/noticias', label: 'Ver todas las noticias' }}>
      {query.isPending ? (
        <SectionLoading text="Cargando noticias..." />
      ) : query.isError && !query.data ? (
        <QueryError query={query} fallback="No se pudieron cargar las noticias" size="sm" />
      ) : query.data.length === 0 ? (
        <SectionEmpty text="No hay noticias destacadas por ahora." />
      ) : (
        <ul className={classes.list}>
          {query.data.map((item) => (
            <li key={item.id}>
              <NewsCard item={item} communityId={communityId} />
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
