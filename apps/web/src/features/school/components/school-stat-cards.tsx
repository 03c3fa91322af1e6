import type { SchoolDashboard } from '@koinonia/shared/school/school-read.schemas';
import { countOf, StatCardGrid, type StatCardItem } from '@koinonia/ui/components/stat-card';
import { formatCount } from '@koinonia/ui/format-number';
import { Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconArmchair, IconBook, IconClipboardList, IconTrophy, IconUsers } from '@tabler/icons-react';

const cards: StatCardItem<SchoolDashboard>[] = [
  { label: 'Cursos Activos', color: 'violet', icon: IconBook, value: countOf('totalCourses') },
  { label: 'Estudiantes Activos', color: 'blue', icon: IconUsers, value: countOf('totalActiveStudents') },
  { label: 'Cupos Disponibles', color: 'teal', icon: IconArmchair, value: countOf('totalAvailableSpots') },
  {
    label: 'Inscripciones Pendientes',
    color: 'orange',
    icon: IconClipboardList,
    value: countOf('totalPendingEnrollments'),
  },
];

/** The four stat cards and the highlighted 'Curso Más Popular' when there is one (spec §2). */
export function SchoolStatCards({ dashboard }: { dashboard: SchoolDashboard }) {
  const popular = dashboard.mostPopularCourse;
  return (
    <>
      <StatCardGrid label="Resumen de la escuela" cards={cards} data={dashboard} />
      {popular && (
        <Paper
          radius="md"
          p={{ base: 'sm', sm: 'md' }}
          bg="violet.0"
          withBorder
          style={{ borderColor: 'var(--mantine-color-violet-3)' }}
          component="section"
          aria-labelledby="school-popular-title"
        >
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={40} radius="xl" color="yellow.5" c="dark.8" aria-hidden>
              <IconTrophy size={24} aria-hidden />
            </ThemeIcon>
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={700} c="violet.9" id="school-popular-title">
                Curso Más Popular
              </Text>
              <Text fw={700} fz={{ base: 'md', sm: 'lg' }} style={{ overflowWrap: 'anywhere' }}>
                {popular.title}
              </Text>
              <Text size="sm" c="gray.8">
                {popular.enrolledCount === 1
                  ? '1 estudiante inscrito'
                  : `${formatCount(popular.enrolledCount)} estudiantes inscritos`}
              </Text>
            </div>
          </Group>
        </Paper>
      )}
    </>
  );
}
