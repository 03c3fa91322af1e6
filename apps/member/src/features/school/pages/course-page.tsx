import { courseCategoryLabels, courseLevelLabels } from '@koinonia/shared/school/school.labels';
import type { AppCourseItem } from '@koinonia/shared/school/school-read.schemas';
import { ApiError } from '@koinonia/ui/api-client';
import { badgeTextColor } from '@koinonia/ui/badge-color';
import { EmptyState } from '@koinonia/ui/components/empty-state';
import { LoadingPanel } from '@koinonia/ui/components/loading-panel';
import { QueryError } from '@koinonia/ui/components/query-error';
import { Badge, Button, Divider, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconBookOff } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { useCourseDetail } from '../api/course-detail';
import { BackLink } from '../components/back-link';
import { CourseFacts } from '../components/course-facts';
import { EnrollPanel } from '../components/enroll-panel';

function TextList({ id, title, items }: { id: string; title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <Title id={id} order={2} fz="lg" mb="xs">
        {title}
      </Title>
      <List spacing={4}>
        {items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
    </section>
  );
}

function CourseView({ course }: { course: AppCourseItem }) {
  return (
    <Stack gap="md">
      <Stack gap={6}>
        <Group gap={6}>
          <Badge variant="light" color="gray" c={badgeTextColor('gray')} tt="none">
            {courseCategoryLabels[course.category]}
          </Badge>
          <Badge variant="light" color="gray" c={badgeTextColor('gray')} tt="none">
            Nivel {courseLevelLabels[course.level].toLowerCase()}
          </Badge>
        </Group>
        <Title order={1} fz="h2" lh={1.25}>
          {course.title}
        </Title>
        {course.shortDescription && <Text c="gray.8">{course.shortDescription}</Text>}
      </Stack>
      <CourseFacts course={course} />
      <EnrollPanel course={course} />
      <Divider />
      <section aria-labelledby="course-description">
        <Title id="course-description" order={2} fz="lg" mb="xs">
          Descripción
        </Title>
        <Text style={{ whiteSpace: 'pre-line' }}>{course.description}</Text>
      </section>
      <TextList id="course-topics" title="Temas" items={course.topics} />
      <TextList id="course-requirements" title="Requisitos" items={course.requirements} />
      <TextList id="course-materials" title="Materiales" items={course.materials} />
    </Stack>
  );
}

/** One course of the school: its facts, the enrollment, the description and what it covers. */
export default function CoursePage() {
  const { id = '' } = useParams();
  const detail = useCourseDetail(id);
  const gone = detail.error instanceof ApiError && detail.error.status === 404;
  const title = detail.data && !gone ? detail.data.title : 'Curso';

  useEffect(() => {
    document.title = `${title} · Koinonia`;
  }, [title]);

  return (
    <Stack gap="sm">
      <BackLink to="/escuela" label="Escuela bíblica" />
      {detail.isPending ? (
        <>
          <Title order={1} fz="h2">
            Curso
          </Title>
          <LoadingPanel text="Cargando curso..." />
        </>
      ) : gone ? (
        <EmptyState
          order={1}
          icon={<IconBookOff size={28} aria-hidden />}
          title="Este curso ya no está disponible"
          text="Puede que haya terminado o que la escuela lo haya retirado."
          action={
            <Button component={Link} to="/escuela" mih={44}>
              Ver los cursos abiertos
            </Button>
          }
        />
      ) : detail.data ? (
        <CourseView course={detail.data} />
      ) : (
        <>
          <Title order={1} fz="h2">
            Curso
          </Title>
          <QueryError query={detail} fallback="No se pudo cargar el curso." />
        </>
      )}
    </Stack>
  );
}
