import { errorMessage } from '@koinonia/ui/api-client';
import { EmptyState } from '@koinonia/ui/components/empty-state';
import { LoadMore } from '@koinonia/ui/components/load-more';
import { LoadingPanel } from '@koinonia/ui/components/loading-panel';
import { QueryError } from '@koinonia/ui/components/query-error';
import { loadMoreProps } from '@koinonia/ui/load-more-query';
import { Button, Stack, Text, Title } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useMyEnrollments } from '../api/my-enrollments';
import { BackLink } from '../components/back-link';
import { EnrollmentCard } from '../components/enrollment-card';

/** Mis cursos: my enrollments in the school, newest first, each with its state; cancel an open one. */
export default function MyCoursesPage() {
  useEffect(() => {
    document.title = 'Mis cursos · Koinonia';
  }, []);
  const list = useMyEnrollments();
  const enrollments = list.data?.pages.flatMap((page) => page.enrollments) ?? [];
  const total = list.data?.pages.at(-1)?.pagination.total ?? 0;
  const more = loadMoreProps(list);

  return (
    <Stack gap="md">
      <BackLink to="/escuela" label="Escuela bíblica" />
      <div>
        <Title order={1} fz="h2">
          Mis cursos
        </Title>
        <Text size="sm" c="gray.7">
          Tus inscripciones en la escuela bíblica
        </Text>
      </div>
      {list.isPending ? (
        <LoadingPanel text="Cargando tus cursos..." />
      ) : list.isError && enrollments.length === 0 ? (
        <QueryError query={list} fallback="No se pudieron cargar tus cursos." />
      ) : enrollments.length === 0 ? (
        <EmptyState
          icon={<IconSchool size={28} aria-hidden />}
          title="Aún no te has inscrito en ningún curso"
          text="Elige un curso de la escuela bíblica y pide tu cupo."
          action={
            <Button component={Link} to="/escuela" mih={44}>
              Ver los cursos
            </Button>
          }
        />
      ) : (
        <Stack
          gap="sm"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label="Mis inscripciones"
        >
          {enrollments.map((enrollment) => (
            <li key={enrollment.id}>
              <EnrollmentCard enrollment={enrollment} />
            </li>
          ))}
        </Stack>
      )}
      {list.isFetchNextPageError && (
        <Text role="alert" size="sm" c="red.9" ta="center">
          {errorMessage(list.error, 'No se pudieron cargar más inscripciones.')}
        </Text>
      )}
      {more.hasMore && (
        <LoadMore
          loading={more.loadingMore}
          onLoadMore={more.onLoadMore}
          label={`Cargar más (${Math.max(0, total - enrollments.length)} restantes)`}
          loadingLabel="Cargando más inscripciones..."
        />
      )}
    </Stack>
  );
}
