import { errorMessage } from '@koinonia/ui/api-client';
import { EmptyState } from '@koinonia/ui/components/empty-state';
import { LoadError } from '@koinonia/ui/components/load-error';
import { LoadMore } from '@koinonia/ui/components/load-more';
import { LoadingPanel } from '@koinonia/ui/components/loading-panel';
import { QueryError } from '@koinonia/ui/components/query-error';
import { fetchMore } from '@koinonia/ui/load-more-query';
import { useSession } from '@koinonia/ui/use-session';
import { Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconNews } from '@tabler/icons-react';
import { useNewsList } from '../api/news-list';
import { NewsCard } from '../components/news-card';

/** /noticias: the community's news, newest priorities first, with 'Cargar más'. */
export default function NewsPage() {
  useDocumentTitle('Noticias · Koinonia');
  const communityId = useSession()?.user.communityId;
  const query = useNewsList();
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const total = query.data?.pages.at(-1)?.pagination.total ?? 0;

  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        Noticias
      </Title>
      {query.isPending ? (
        <LoadingPanel text="Cargando noticias..." />
      ) : query.isError && items.length === 0 ? (
        <QueryError query={query} fallback="No se pudieron cargar las noticias" />
      ) : items.length === 0 ? (
        <EmptyState
          icon={<IconNews size={28} />}
          title="Aún no hay noticias"
          text="Cuando la iglesia publique noticias, las verás aquí."
        />
      ) : (
        <>
          <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {items.map((item, i) => (
              <li key={item.id}>
                <NewsCard item={item} communityId={communityId} eager={i < 2} />
              </li>
            ))}
          </Stack>
          {query.isFetchNextPageError && (
            <LoadError
              size="sm"
              message={errorMessage(query.error, 'No se pudieron cargar más noticias')}
              onRetry={() => fetchMore(query)}
              retrying={query.isFetchingNextPage}
            />
          )}
          {query.hasNextPage && (
            <LoadMore
              loading={query.isFetchingNextPage}
              onLoadMore={() => fetchMore(query)}
              label={`Cargar más (${total - items.length} restantes)`}
              loadingLabel="Cargando más noticias…"
            />
          )}
        </>
      )}
    </Stack>
  );
}
