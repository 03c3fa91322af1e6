import { formatCourseCost } from '@koinonia/shared/school/school.labels';
import type { CourseItem } from '@koinonia/shared/school/school-read.schemas';
import { DetailGrid, DetailItem } from '@koinonia/ui/components/detail-grid';
import { DetailModal } from '@koinonia/ui/components/detail-modal';
import { formatCount } from '@koinonia/ui/format-number';
import { Badge, Button, Group, Image, Stack, Text } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { useCourse } from '../api/get-courses';
import { formatCourseDates, formatSchedule } from '../lib/school-format';
import { schoolFallbacks } from '../lib/school-texts';
import { SchoolAvatar } from './school-avatar';
import { CategoryBadge, CourseStateBadge, FeaturedBadge, LevelBadge } from './school-badges';

interface CourseDetailModalProps {
  courseId: string | null;
  onClose: () => void;
  onEdit: (course: CourseItem) => void;
}

function ListItems({ label, items }: { label: string; items: string[] }) {
  return (
    <DetailItem label={label}>
      {items.length === 0 ? (
        '—'
      ) : (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4, marginTop: 2 }}>
          {items.map((item) => (
            <Badge
              key={item}
              variant="outline"
              color="gray.7"
              tt="none"
              fw={500}
              style={{ maxWidth: '100%' }}
            >
              {item}
            </Badge>
          ))}
        </div>
      )}
    </DetailItem>
  );
}

/** The course detail modal (spec §2): every field, the schedule with its Spanish weekday, the seats. */
export function CourseDetailModal({ courseId, onClose, onEdit }: CourseDetailModalProps) {
  const query = useCourse(courseId);
  return (
    <DetailModal
      opened={!!courseId}
      onClose={onClose}
      title={query.data?.title ?? 'Curso'}
      query={query}
      loadingLabel="Cargando curso"
      fallback={schoolFallbacks.courses}
    >
      {(course) => (
        <Stack gap="md">
          {course.imageUrl && (
            <Image
              src={course.imageUrl}
              alt={`Imagen de ${course.title}`}
              mah={200}
              fit="contain"
              radius="sm"
            />
          )}
          <Group gap={6}>
            <CategoryBadge category={course.category} />
            <LevelBadge level={course.level} />
            <CourseStateBadge course={course} />
            {course.isFeatured && <FeaturedBadge />}
          </Group>
          {course.shortDescription && (
            <Text size="sm" fw={600}>
              {course.shortDescription}
            </Text>
          )}
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {course.description}
          </Text>
          <Group gap="sm" wrap="nowrap">
            <SchoolAvatar src={course.instructor.imageUrl} name={course.instructor.name} />
            <div>
              <Text size="sm" fw={600}>
                {course.instructor.name}
              </Text>
              <Text size="xs" c="gray.7">
                {course.instructor.title}
              </Text>
            </div>
          </Group>
          <DetailGrid>
            <DetailItem label="Fechas">{formatCourseDates(course)}</DetailItem>
            <DetailItem label="Duración">{course.duration}</DetailItem>
            <DetailItem label="Horario">{formatSchedule(course.schedule)}</DetailItem>
            <DetailItem label="Ubicación">{course.location}</DetailItem>
            <DetailItem label="Costo">{formatCourseCost(course.cost)}</DetailItem>
            <DetailItem label="Cupos">
              {formatCount(course.enrolledCount)} inscritos de {formatCount(course.capacity)} ·{' '}
              {formatCount(course.availableSpots)} disponibles
            </DetailItem>
            <DetailItem label="Solicitudes por responder">{formatCount(course.pendingCount)}</DetailItem>
          </DetailGrid>
          <DetailGrid>
            <ListItems label="Requisitos" items={course.requirements} />
            <ListItems label="Público objetivo" items={course.targetAudience} />
            <ListItems label="Temas" items={course.topics} />
            <ListItems label="Materiales" items={course.materials} />
          </DetailGrid>
          <Group justify="flex-end">
            <Button leftSection={<IconEdit size={18} aria-hidden />} onClick={() => onEdit(course)}>
              Editar
            </Button>
          </Group>
        </Stack>
      )}
    </DetailModal>
  );
}
