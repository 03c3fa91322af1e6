import { EmptyState } from '@koinonia/ui/components/empty-state';
import { LoadingPanel } from '@koinonia/ui/components/loading-panel';
import { QueryError } from '@koinonia/ui/components/query-error';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconBook, IconListCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { GrowingList } from '../../../components/growing-list';
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
        <GrowingList
          query={list}
          items={courses}
          total={total}
          label="Cursos abiertos"
          gap="sm"
          render={(course) => <CourseCard course={course} />}
          moreFailed="No se pudieron cargar más cursos."
          loadingMore="Cargando más cursos..."
        />
      )}
    </Stack>
  );
}
