import type { CourseItem, InstructorItem } from '@koinonia/shared/school/school-read.schemas';
import { StatusAlert } from '@koinonia/ui/components/status-alert';
import { Button, Center, Container, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconPlus, IconRefresh, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSchoolDashboard } from '../api/get-school-summary';
import { CourseDetailModal } from '../components/course-detail-modal';
import { CourseFormModal } from '../components/course-form-modal';
import { CoursesTab } from '../components/courses-tab';
import { EnrollmentsTab } from '../components/enrollments-tab';
import { InstructorDetailModal } from '../components/instructor-detail-modal';
import { InstructorFormModal } from '../components/instructor-form-modal';
import { InstructorsTab } from '../components/instructors-tab';
import { SchoolOverviewTab } from '../components/school-overview-tab';
import { SchoolStatCards } from '../components/school-stat-cards';
import { schoolTexts } from '../lib/school-texts';
import classes from './biblical-school-page.module.css';

const tabs = {
  resumen: 'Resumen',
  cursos: 'Cursos',
  instructores: 'Instructores',
  inscripciones: 'Inscripciones',
} as const;
type Tab = keyof typeof tabs;
const isTab = (value: string | null): value is Tab => !!value && value in tabs;

/** The biblical school (/biblical-school, spec §2): stat cards, the four tabs and their modals. */
export function BiblicalSchoolPage() {
  usePageTitle(schoolTexts.pageTitle);
  const dashboard = useSchoolDashboard();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: Tab = isTab(tabParam) ? tabParam : 'resumen';
  const setTab = (next: Tab) =>
    setParams(
      (p) => {
        if (next === 'resumen') p.delete('tab');
        else p.set('tab', next);
        return p;
      },
      { replace: true },
    );
  // The forms: closed (undefined), new (null) or the item edited.
  const [course, setCourse] = useState<CourseItem | null | undefined>(undefined);
  const [instructor, setInstructor] = useState<InstructorItem | null | undefined>(undefined);
  const [viewingCourse, setViewingCourse] = useState<string | null>(null);
  const [viewingInstructor, setViewingInstructor] = useState<InstructorItem | null>(null);

  return (
    <Container size="xl" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <div>
            <Title order={1}>{schoolTexts.pageTitle}</Title>
            <Text c="gray.7">Cursos, instructores e inscripciones de la escuela de la comunidad.</Text>
          </div>
          {dashboard.data && (
            <Group gap="xs" wrap="wrap">
              <Button
                variant="default"
                leftSection={<IconUserPlus size={18} aria-hidden />}
                onClick={() => setInstructor(null)}
              >
                Nuevo Instructor
              </Button>
              <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setCourse(null)}>
                Nuevo Curso
              </Button>
            </Group>
          )}
        </Group>

        {dashboard.isPending ? (
          <Center py="xl">
            <Stack align="center" gap="sm" role="status">
              <Loader aria-hidden />
              <Text>{schoolTexts.loading}</Text>
            </Stack>
          </Center>
        ) : !dashboard.data ? (
          <StatusAlert
            color="red"
            role="alert"
            title={schoolTexts.dashboardError}
            icon={<IconAlertTriangle aria-hidden />}
          >
            <Button
              color="red.9"
              size="sm"
              leftSection={<IconRefresh size={16} aria-hidden />}
              loading={dashboard.isFetching}
              onClick={() => dashboard.refetch()}
            >
              {schoolTexts.retry}
            </Button>
          </StatusAlert>
        ) : (
          <>
            <SchoolStatCards dashboard={dashboard.data} />
            <Tabs
              value={tab}
              onChange={(v) => isTab(v) && setTab(v)}
              keepMounted={false}
              classNames={{ tab: classes.tab }}
            >
              <Tabs.List mb={{ base: 'xs', sm: 'md' }}>
                {(Object.keys(tabs) as Tab[]).map((key) => (
                  <Tabs.Tab key={key} value={key}>
                    {tabs[key]}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              <Tabs.Panel value="resumen">
                <SchoolOverviewTab onOpenEnrollments={() => setTab('inscripciones')} />
              </Tabs.Panel>
              <Tabs.Panel value="cursos">
                <CoursesTab onView={(c) => setViewingCourse(c.id)} onEdit={setCourse} />
              </Tabs.Panel>
              <Tabs.Panel value="instructores">
                <InstructorsTab onView={setViewingInstructor} onEdit={setInstructor} />
              </Tabs.Panel>
              <Tabs.Panel value="inscripciones">
                <EnrollmentsTab />
              </Tabs.Panel>
            </Tabs>
          </>
        )}
      </Stack>

      <CourseFormModal
        opened={course !== undefined}
        item={course ?? null}
        onClose={() => setCourse(undefined)}
      />
      <InstructorFormModal
        opened={instructor !== undefined}
        item={instructor ?? null}
        onClose={() => setInstructor(undefined)}
      />
      <CourseDetailModal
        courseId={viewingCourse}
        onClose={() => setViewingCourse(null)}
        onEdit={(c) => {
          setViewingCourse(null);
          setCourse(c);
        }}
      />
      <InstructorDetailModal
        instructor={viewingInstructor}
        onClose={() => setViewingInstructor(null)}
        onEdit={(i) => {
          setViewingInstructor(null);
          setInstructor(i);
        }}
      />
    </Container>
  );
}
