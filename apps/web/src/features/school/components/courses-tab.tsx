import { courseCategoryLabels, courseLevelLabels } from '@koinonia/shared/school/school.labels';
import { courseCategories, courseLevels } from '@koinonia/shared/school/school.schemas';
import type { CourseItem } from '@koinonia/shared/school/school-read.schemas';
import { SearchField } from '@koinonia/ui/components/search-field';
import { formatCount } from '@koinonia/ui/format-number';
import { Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBook } from '@tabler/icons-react';
import { useState } from 'react';
import type { ListColumn } from '../../../components/responsive-list';
import { useCourses } from '../api/get-courses';
import { useInstructorOptions } from '../api/get-instructors';
import { type CourseFilters, courseQuery, defaultCourseFilters } from '../lib/enrollment-filters';
import { formatCourseDates, formatSchedule } from '../lib/school-format';
import { schoolFallbacks } from '../lib/school-texts';
import { useSchoolDeletes } from '../lib/use-school-deletes';
import { useCanDeleteSchool } from '../lib/use-school-role';
import { RowActions } from './row-actions';
import { SchoolAvatar } from './school-avatar';
import { CategoryBadge, CourseStateBadge, EmptyList, FeaturedBadge, LevelBadge } from './school-badges';
import { SchoolList } from './school-list';

const ALL = 'ALL';
const all = { value: ALL, label: 'Todas' };
const categoryOptions = [all, ...courseCategories.map((c) => ({ value: c, label: courseCategoryLabels[c] }))];
const levelOptions = [
  { value: ALL, label: 'Todos' },
  ...courseLevels.map((l) => ({ value: l, label: courseLevelLabels[l] })),
];
const activeOptions = [
  { value: ALL, label: 'Todos' },
  { value: 'true', label: 'Activos' },
  { value: 'false', label: 'Inactivos' },
];

interface CoursesTabProps {
  onView: (course: CourseItem) => void;
  onEdit: (course: CourseItem) => void;
}

function columns(
  props: CoursesTabProps & { busyId: string | null; canDelete: boolean; onDelete: (c: CourseItem) => void },
): ListColumn<CourseItem>[] {
  return [
    {
      key: 'course',
      header: 'Curso',
      role: 'title',
      cell: (c) => (
        <Stack gap={4}>
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {c.title}
          </Text>
          <Group gap={4}>
            <CategoryBadge category={c.category} />
            <LevelBadge level={c.level} />
          </Group>
        </Stack>
      ),
    },
    {
      key: 'instructor',
      header: 'Instructor',
      cell: (c) => (
        <Group gap="xs" wrap="nowrap">
          <SchoolAvatar src={c.instructor.imageUrl} name={c.instructor.name} size="sm" />
          <Text size="sm">{c.instructor.name}</Text>
        </Group>
      ),
      card: (c) => c.instructor.name,
    },
    {
      key: 'dates',
      header: 'Fechas',
      cell: (c) => (
        <Stack gap={0}>
          <Text size="sm">{formatCourseDates(c)}</Text>
          <Text size="xs" c="gray.7">
            {formatSchedule(c.schedule)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'seats',
      header: 'Cupos',
      cell: (c) => (
        <Text size="sm">
          {formatCount(c.enrolledCount)}/{formatCount(c.capacity)}
        </Text>
      ),
    },
    {
      key: 'status',
      header: 'Estado',
      role: 'status',
      cell: (c) => (
        <Group gap={4} wrap="nowrap">
          <CourseStateBadge course={c} />
          {c.isFeatured && <FeaturedBadge />}
        </Group>
      ),
    },
    {
      key: 'actions',
      header: 'Acciones',
      role: 'actions',
      cell: (c) => (
        <RowActions
          name={c.title}
          busy={props.busyId === c.id}
          canDelete={props.canDelete}
          onView={() => props.onView(c)}
          onEdit={() => props.onEdit(c)}
          onDelete={() => props.onDelete(c)}
        />
      ),
    },
  ];
}

/** One of the list's select filters: which filter, its label, its options. */
interface SelectFilter {
  key: Exclude<keyof CourseFilters, 'search'>;
  label: string;
  data: { value: string; label: string }[];
  searchable?: boolean;
}

/** 'Cursos' (spec §2): filters, the paginated table, and the row actions. */
export function CoursesTab(props: CoursesTabProps) {
  const [filters, setFilters] = useState<CourseFilters>(defaultCourseFilters);
  const [page, setPage] = useState(1);
  const [search] = useDebouncedValue(filters.search, 300);
  const query = { ...courseQuery({ ...filters, search }), page };
  const courses = useCourses(query);
  const instructors = useInstructorOptions('', false);
  const canDelete = useCanDeleteSchool();
  const deletes = useSchoolDeletes();
  const set = (key: keyof CourseFilters) => (value: string | null) => {
    setFilters((f) => ({ ...f, [key]: !value || (key !== 'search' && value === ALL) ? '' : value }));
    setPage(1);
  };
  const instructorOptions = [
    { value: ALL, label: 'Todos' },
    ...(instructors.data?.instructors ?? []).map((i) => ({ value: i.id, label: i.name })),
  ];
  const items = courses.data?.courses ?? [];
  const selectFilters: SelectFilter[] = [
    { key: 'category', label: 'Categoría', data: categoryOptions },
    { key: 'level', label: 'Nivel', data: levelOptions },
    { key: 'instructorId', label: 'Instructor', data: instructorOptions, searchable: true },
    { key: 'isActive', label: 'Estado', data: activeOptions },
  ];

  return (
    <Stack gap="md">
      <SimpleGrid
        cols={{ base: 1, xs: 2, md: 5 }}
        spacing="sm"
        component="section"
        aria-label="Filtros de cursos"
      >
        <SearchField placeholder="Título del curso" value={filters.search} onChange={set('search')} />
        {selectFilters.map(({ key, label, data, searchable }) => (
          <Select
            key={key}
            label={label}
            data={data}
            value={filters[key] || ALL}
            onChange={set(key)}
            allowDeselect={false}
            searchable={searchable}
          />
        ))}
      </SimpleGrid>
      <SchoolList
        query={courses}
        errorTitle={schoolFallbacks.courses}
        emptyState={
          <EmptyList
            icon={<IconBook size={26} aria-hidden />}
            title="No hay cursos"
            text={
              Object.values(filters).some(Boolean)
                ? 'Ningún curso coincide con los filtros.'
                : 'Aún no hay cursos. Crea el primero con «Nuevo Curso».'
            }
          />
        }
        onPage={setPage}
        noun={['curso', 'cursos']}
        pagerLabel="Paginación de cursos"
        items={items}
        columns={columns({
          ...props,
          busyId: deletes.busyId,
          canDelete,
          onDelete: deletes.askDeleteCourse,
        })}
        getKey={(c) => c.id}
        getLabel={(c) => `Curso: ${c.title}`}
        getItemProps={(c) => ({ 'data-course-id': c.id })}
        label="Cursos"
        tableMinWidth={900}
      />
    </Stack>
  );
}
