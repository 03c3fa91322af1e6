import type { InstructorItem } from '@koinonia/shared/school/school-read.schemas';
import { SearchField } from '@koinonia/ui/components/search-field';
import { Badge, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUserStar } from '@tabler/icons-react';
import { useState } from 'react';
import type { ListColumn } from '../../../components/responsive-list';
import { useInstructors } from '../api/get-instructors';
import { specialtiesPreview } from '../lib/instructor-form';
import { schoolFallbacks } from '../lib/school-texts';
import { useSchoolDeletes } from '../lib/use-school-deletes';
import { useCanDeleteSchool } from '../lib/use-school-role';
import { RowActions } from './row-actions';
import { SchoolAvatar } from './school-avatar';
import { ActiveBadge, EmptyList } from './school-badges';
import { SchoolList } from './school-list';

/** Spec §2: the first 2 specialties, then a '+N' badge with the rest. */
export function Specialties({ specialties }: { specialties: string[] }) {
  const { shown, more } = specialtiesPreview(specialties);
  if (specialties.length === 0)
    return (
      <Text size="sm" c="gray.7">
        —
      </Text>
    );
  return (
    <Group gap={4} wrap="wrap">
      {shown.map((s) => (
        <Badge key={s} variant="light" color="blue" c="blue.9" tt="none" style={{ maxWidth: '100%' }}>
          {s}
        </Badge>
      ))}
      {more > 0 && (
        <Badge
          variant="outline"
          color="gray.7"
          tt="none"
          title={specialties.slice(2).join(', ')}
          aria-label={`${more} especialidades más: ${specialties.slice(2).join(', ')}`}
        >
          +{more}
        </Badge>
      )}
    </Group>
  );
}

interface InstructorsTabProps {
  onView: (instructor: InstructorItem) => void;
  onEdit: (instructor: InstructorItem) => void;
}

function columns(
  props: InstructorsTabProps & {
    busyId: string | null;
    canDelete: boolean;
    onDelete: (i: InstructorItem) => void;
  },
): ListColumn<InstructorItem>[] {
  return [
    {
      key: 'instructor',
      header: 'Instructor',
      role: 'title',
      cell: (i) => (
        <Group gap="sm" wrap="nowrap">
          <SchoolAvatar src={i.imageUrl} name={i.name} />
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {i.name}
            </Text>
            <Text size="xs" c="gray.7">
              {i.title}
            </Text>
          </div>
        </Group>
      ),
    },
    {
      key: 'specialties',
      header: 'Especialidades',
      cell: (i) => <Specialties specialties={i.specialties} />,
    },
    {
      key: 'experience',
      header: 'Experiencia',
      cell: (i) => <Text size="sm">{i.experience || '—'}</Text>,
    },
    { key: 'status', header: 'Estado', role: 'status', cell: (i) => <ActiveBadge active={i.isActive} /> },
    {
      key: 'actions',
      header: 'Acciones',
      role: 'actions',
      cell: (i) => (
        <RowActions
          name={i.name}
          busy={props.busyId === i.id}
          canDelete={props.canDelete}
          onView={() => props.onView(i)}
          onEdit={() => props.onEdit(i)}
          onDelete={() => props.onDelete(i)}
        />
      ),
    },
  ];
}

const activeOptions = [
  { value: 'ALL', label: 'Todos' },
  { value: 'true', label: 'Activos' },
  { value: 'false', label: 'Inactivos' },
];

/** 'Instructores' (spec §2): a name search, the table and the row actions. */
export function InstructorsTab(props: InstructorsTabProps) {
  const [search, setSearch] = useState('');
  const [active, setActive] = useState('ALL');
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(search, 300);
  const instructors = useInstructors({
    page,
    search: debounced,
    isActive: active === 'ALL' ? undefined : active === 'true',
  });
  const canDelete = useCanDeleteSchool();
  const deletes = useSchoolDeletes();
  const items = instructors.data?.instructors ?? [];

  return (
    <Stack gap="md">
      <SimpleGrid
        cols={{ base: 1, xs: 2, md: 3 }}
        spacing="sm"
        component="section"
        aria-label="Filtros de instructores"
      >
        <SearchField
          placeholder="Nombre del instructor"
          value={search}
          onChange={(v) => {
            setSearch(v);
            setPage(1);
          }}
        />
        <Select
          label="Estado"
          data={activeOptions}
          value={active}
          allowDeselect={false}
          onChange={(v) => {
            setActive(v ?? 'ALL');
            setPage(1);
          }}
        />
      </SimpleGrid>
      <SchoolList
        query={instructors}
        errorTitle={schoolFallbacks.instructors}
        emptyState={
          <EmptyList
            icon={<IconUserStar size={26} aria-hidden />}
            title="No hay instructores"
            text={
              search || active !== 'ALL'
                ? 'Ningún instructor coincide con la búsqueda.'
                : 'Aún no hay instructores. Crea el primero con «Nuevo Instructor».'
            }
          />
        }
        onPage={setPage}
        noun={['instructor', 'instructores']}
        pagerLabel="Paginación de instructores"
        items={items}
        columns={columns({
          ...props,
          busyId: deletes.busyId,
          canDelete,
          onDelete: deletes.askDeleteInstructor,
        })}
        getKey={(i) => i.id}
        getLabel={(i) => `Instructor: ${i.name}`}
        getItemProps={(i) => ({ 'data-instructor-id': i.id })}
        label="Instructores"
        tableMinWidth={820}
      />
    </Stack>
  );
}
