import { errorMessage } from '@koinonia/ui/api-client';
import { EmptyState } from '@koinonia/ui/components/empty-state';
import { LoadMore } from '@koinonia/ui/components/load-more';
import { LoadingPanel } from '@koinonia/ui/components/loading-panel';
import { QueryError } from '@koinonia/ui/components/query-error';
import { loadMoreProps } from '@koinonia/ui/load-more-query';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconBook, IconListCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useCoursesList } from '../api/courses-list';
import { CourseCard } from '../components/course-card';

/** Escuela bíblica: the running courses, soonest first, 'Cargar más' for the rest; a way to 'Mis cursos'. */
export default function CoursesPage() {
  useEffect(() => {
    document.title = 'Escuela bíblica · Koinonia';
  }, []);
  const list = useCoursesList();
  const courses = list.data?.pages.flatMap((page) => page.courses) ?? [];
  const total = list.data?.pages.at(-1)?.pagination.total ?? 0;
  const more = loadMoreProps(list);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <div>
          <Title order={1} fz="h2">
            Escuela bíblica
          </Title>
          <Text size="sm" c="gray.7">
            Cursos abiertos de tu comunidad
          </Text>
        </div>
        <Button
          component={Link}
          to="/escuela/mis-cursos"
          variant="light"
          mih={44}
          style={{ flex: 'none' }}
          leftSection={<IconListCheck size={18} aria-hidden />}
        >
          Mis cursos
        </Button>
      </Group>
      {list.isPending ? (
        <LoadingPanel text="Cargando cursos..." />
      ) : list.isError && courses.length === 0 ? (
        <QueryError query={list} fallback="No se pudieron cargar los cursos." />
      ) : courses.length === 0 ? (
        <EmptyState
          icon={<IconBook size={28} aria-hidden />}
          title="No hay cursos abiertos"
          text="Cuando la escuela abra un curso, aparecerá aquí."
        />
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Cursos abiertos">
          {courses.map((course) => (
            <li key={course.id}>
              <CourseCard course={course} />
            </li>
          ))}
        </Stack>
      )}
      {list.isFetchNextPageError && (
        <Text role="alert" size="sm" c="red.9" ta="center">
          {errorMessage(list.error, 'No se pudieron cargar más cursos.')}
        </Text>
      )}
      {more.hasMore && (
        <LoadMore
          loading={more.loadingMore}
          onLoadMore={more.onLoadMore}
          label={`Cargar más (${Math.max(0, total - courses.length)} restantes)`}
          loadingLabel="Cargando más cursos..."
        />
      )}
    </Stack>
  );
}
