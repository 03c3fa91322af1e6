import type { NewsItem } from '@koinonia/shared/news/news.schemas';
import { errorMessage } from '@koinonia/ui/api-client';
import { confirmDelete } from '@koinonia/ui/components/confirm-dialog';
import { ErrorBanner } from '@koinonia/ui/components/error-banner';
import { LoadingPanel } from '@koinonia/ui/components/loading-panel';
import { QueryError } from '@koinonia/ui/components/query-error';
import { notifySuccess } from '@koinonia/ui/notify';
import { useSession } from '@koinonia/ui/use-session';
import { Alert, Button, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { usePageTitle } from '../../../lib/use-page-title';
import { useNewsCategories } from '../api/get-news-categories';
import { useNewsList } from '../api/get-news-list';
import { useNewsTags } from '../api/get-news-tags';
import { useDeleteNews, useUpdateNews } from '../api/news-mutations';
import { NewsEmptyState } from '../components/news-empty-state';
import { NewsFormModal } from '../components/news-form-modal';
import { NewsTable } from '../components/news-table';
import { useNewsReorder } from '../lib/use-news-reorder';

/** The news centre (/news): the list, drag to reorder (useNewsReorder), create, edit, toggle and delete. */
export function NewsPage() {
  usePageTitle('Gestión de Noticias');
  const authenticated = !!useSession();
  const list = useNewsList(authenticated);
  const categories = useNewsCategories(authenticated);
  const tags = useNewsTags(authenticated);
  const update = useUpdateNews();
  const remove = useDeleteNews();

  const [banner, setBanner] = useState<string | null>(null);
  const [dismissedFetchError, setDismissedFetchError] = useState(0);
  const [pendingActive, setPendingActive] = useState<Record<string, boolean>>({});
  const [form, setForm] = useState<{ opened: boolean; item: NewsItem | null }>({ opened: false, item: null });

  const reorder = useNewsReorder({ items: list.data?.items ?? [], onError: setBanner });
  const { items } = reorder;
  const activeCount = items.filter((i) => i.isActive).length;
  const fetchError = list.isError && list.errorUpdatedAt !== dismissedFetchError;
  const openCreate = () => setForm({ opened: true, item: null });

  async function toggleActive(item: NewsItem) {
    const next = !item.isActive;
    setPendingActive((p) => ({ ...p, [item.id]: next }));
    try {
      await update.mutateAsync({ id: item.id, payload: { isActive: next } });
      notifySuccess(next ? 'Noticia activada' : 'Noticia desactivada');
    } catch (err) {
      setBanner(errorMessage(err, 'Error al actualizar la noticia'));
    } finally {
      setPendingActive(({ [item.id]: _, ...rest }) => rest);
    }
  }

  function askDelete(item: NewsItem) {
    confirmDelete({
      title: 'Eliminar noticia',
      message: '¿Estás seguro de que deseas eliminar esta noticia?',
      subject: item.title,
      onConfirm: async () => {
        setBanner(null);
        try {
          await remove.mutateAsync(item.id);
          notifySuccess('Noticia eliminada');
        } catch (err) {
          setBanner(errorMessage(err, 'Error al eliminar la noticia'));
        }
      },
    });
  }

  return (
    <Container size="xl" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <div>
            <Title order={1}>Gestión de Noticias</Title>
            <Text c="gray.7">
              Crea, ordena y publica las noticias que verá tu comunidad en la aplicación.
            </Text>
          </div>
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={openCreate}>
            Nueva Noticia
          </Button>
        </Group>

        {fetchError && (
          <QueryError
            query={list}
            fallback="Error al cargar las noticias"
            title="Error al cargar las noticias"
            onDismiss={() => setDismissedFetchError(list.errorUpdatedAt)}
          />
        )}
        {banner && <ErrorBanner variant="light" message={banner} onClose={() => setBanner(null)} />}
        {reorder.saving && (
          <Alert color="blue" icon={<Loader size={16} />}>
            Actualizando prioridades en el servidor...
          </Alert>
        )}

        {authenticated && list.isPending && <LoadingPanel text="Cargando noticias..." />}
        {list.isSuccess && items.length === 0 && <NewsEmptyState onCreate={openCreate} />}
        {items.length > 0 && (
          <Paper withBorder p={{ base: 'xs', sm: 'md' }}>
            <Group justify="space-between" mb="xs" wrap="wrap" gap="xs">
              <Text size="sm" c="gray.7">
                {items.length} {items.length === 1 ? 'noticia' : 'noticias'} · {activeCount}{' '}
                {activeCount === 1 ? 'activa' : 'activas'}
                {list.hasNextPage && ` (se muestran las primeras ${items.length} de ${list.data?.total})`}
              </Text>
              <Text size="sm" c="gray.7">
                Arrastra una fila desde su botón de reordenar para cambiar la prioridad.
              </Text>
            </Group>
            <NewsTable
              items={items}
              categories={categories.data ?? []}
              dragAndDrop={reorder.dragAndDrop}
              pendingActive={pendingActive}
              onToggleActive={toggleActive}
              onEdit={(item) => setForm({ opened: true, item })}
              onDelete={askDelete}
            />
            {list.hasNextPage && (
              <Group justify="center" mt="md">
                <Button
                  variant="light"
                  onClick={() => list.fetchNextPage()}
                  loading={list.isFetchingNextPage}
                  disabled={reorder.busy}
                >
                  Cargar más noticias
                </Button>
              </Group>
            )}
          </Paper>
        )}
      </Stack>

      <NewsFormModal
        opened={form.opened}
        item={form.item}
        categories={categories.data ?? []}
        tags={tags.data ?? []}
        onClose={() => setForm((f) => ({ ...f, opened: false }))}
      />
    </Container>
  );
}
