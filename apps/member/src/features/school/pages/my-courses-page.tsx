import { EmptyState } from '@koinonia/ui/components/empty-state';
import { LoadingPanel } from '@koinonia/ui/components/loading-panel';
import { QueryError } from '@koinonia/ui/components/query-error';
import { Button, Stack, Text, Title } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { GrowingList } from '../../../components/growing-list';
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
        <GrowingList
          query={list}
          items={enrollments}
          total={total}
          label="Mis inscripciones"
          gap="sm"
          render={(enrollment) => <EnrollmentCard enrollment={enrollment} />}
          moreFailed="No se pudieron cargar más inscripciones."
          loadingMore="Cargando más inscripciones..."
        />
      )}
    </Stack>
  );
}
