import type { InstructorItem } from '@koinonia/shared/school/school-read.schemas';
import { DetailGrid, DetailItem } from '@koinonia/ui/components/detail-grid';
import { FormModal } from '@koinonia/ui/components/form-modal';
import { formatCount } from '@koinonia/ui/format-number';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { SchoolAvatar } from './school-avatar';
import { ActiveBadge } from './school-badges';

function Chips({ items }: { items: string[] }) {
  if (items.length === 0) return <>—</>;
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4, marginTop: 2 }}>
      {items.map((item) => (
        <Badge key={item} variant="light" color="blue" c="blue.9" tt="none" style={{ maxWidth: '100%' }}>
          {item}
        </Badge>
      ))}
    </div>
  );
}

/** The instructor detail modal (spec §2): every field, the lists whole. */
export function InstructorDetailModal({
  instructor,
  onClose,
  onEdit,
}: {
  instructor: InstructorItem | null;
  onClose: () => void;
  onEdit: (instructor: InstructorItem) => void;
}) {
  return (
    <FormModal
      opened={!!instructor}
      onClose={onClose}
      title={instructor?.name ?? 'Instructor'}
      size="lg"
      fullScreenBelow="36em"
    >
      {instructor && (
        <Stack gap="md">
          <Group gap="md" wrap="nowrap" align="flex-start">
            <SchoolAvatar src={instructor.imageUrl} name={instructor.name} size={72} />
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Text fw={600}>{instructor.title}</Text>
              <Group gap={6}>
                <ActiveBadge active={instructor.isActive} />
                <Text size="sm" c="gray.7">
                  {instructor.coursesCount === 1
                    ? '1 curso'
                    : `${formatCount(instructor.coursesCount)} cursos`}
                </Text>
              </Group>
            </Stack>
          </Group>
          {instructor.bio && (
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {instructor.bio}
            </Text>
          )}
          <DetailGrid>
            <DetailItem label="Email">{instructor.email || '—'}</DetailItem>
            <DetailItem label="Teléfono">{instructor.phone || '—'}</DetailItem>
            <DetailItem label="Experiencia">{instructor.experience || '—'}</DetailItem>
            <DetailItem label="Calificaciones">
              <Chips items={instructor.qualifications} />
            </DetailItem>
            <DetailItem label="Especialidades">
              <Chips items={instructor.specialties} />
            </DetailItem>
          </DetailGrid>
          <Group justify="flex-end">
            <Button leftSection={<IconEdit size={18} aria-hidden />} onClick={() => onEdit(instructor)}>
              Editar
            </Button>
          </Group>
        </Stack>
      )}
    </FormModal>
  );
}
