import type { SchoolDashboard } from '@koinonia/shared/school/school-read.schemas';
import { StatCard } from '@koinonia/ui/components/stat-card';
import { formatCount } from '@koinonia/ui/format-number';
import { Group, Paper, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconArmchair, IconBook, IconClipboardList, IconTrophy, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';

const cards: { label: string; color: string; icon: ReactNode; value: (d: SchoolDashboard) => number }[] = [
  {
    label: 'Cursos Activos',
    color: 'violet',
    icon: <IconBook size={22} aria-hidden />,
    value: (d) => d.totalCourses,
  },
  {
    label: 'Estudiantes Activos',
    color: 'blue',
    icon: <IconUsers size={22} aria-hidden />,
    value: (d) => d.totalActiveStudents,
  },
  {
    label: 'Cupos Disponibles',
    color: 'teal',
    icon: <IconArmchair size={22} aria-hidden />,
    value: (d) => d.totalAvailableSpots,
  },
  {
    label: 'Inscripciones Pendientes',
    color: 'orange',
    icon: <IconClipboardList size={22} aria-hidden />,
    value: (d) => d.totalPendingEnrollments,
  },
];

/** The four stat cards and the highlighted 'Curso Más Popular' when there is one (spec §2). */
export function SchoolStatCards({ dashboard }: { dashboard: SchoolDashboard }) {
  const popular = dashboard.mostPopularCourse;
  return (
    <>
      <SimpleGrid
        cols={{ base: 2, md: 4 }}
        spacing="sm"
        component="section"
        aria-label="Resumen de la escuela"
      >
        {cards.map((card) => (
          <StatCard
            key={card.label}
            label={card.label}
            color={card.color}
            icon={card.icon}
            value={formatCount(card.value(dashboard))}
          />
        ))}
      </SimpleGrid>
      {popular && (
        <Paper
          radius="md"
          p="md"
          bg="violet.0"
          withBorder
          style={{ borderColor: 'var(--mantine-color-violet-3)' }}
          component="section"
          aria-labelledby="school-popular-title"
        >
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={44} radius="xl" color="yellow.5" c="dark.8" aria-hidden>
              <IconTrophy size={24} aria-hidden />
            </ThemeIcon>
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={700} c="violet.9" id="school-popular-title">
                Curso Más Popular
              </Text>
              <Text fw={700} fz="lg" style={{ overflowWrap: 'anywhere' }}>
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
