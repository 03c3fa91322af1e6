import { enrollmentStatusLabels } from '@koinonia/shared/school/school.labels';
import { enrollmentStatuses, schoolMessages } from '@koinonia/shared/school/school.schemas';
import { DateRangeFields } from '@koinonia/ui/components/date-range-fields';
import { ExportButtons } from '@koinonia/ui/components/export-buttons';
import { SearchField } from '@koinonia/ui/components/search-field';
import { downloadFile } from '@koinonia/ui/download-file';
import { Select, SimpleGrid } from '@mantine/core';
import { IconFileReport } from '@tabler/icons-react';
import { FilterFold } from '../../../components/filter-fold';
import { usePhone } from '../../../lib/use-phone';
import { useCourses } from '../api/get-courses';
import { schoolPath } from '../api/school-keys';
import {
  activeEnrollmentFilterCount,
  dateRangeProblem,
  type EnrollmentFilters,
  enrollmentQuery,
} from '../lib/enrollment-filters';
import { bogotaToday, isStatusFilter } from '../lib/school-format';
import { schoolFallbacks } from '../lib/school-texts';

const statusOptions = [
  ...enrollmentStatuses.map((s) => ({ value: s, label: enrollmentStatusLabels[s] })),
  { value: 'ALL', label: 'Todas' },
];

interface FiltersBarProps {
  filters: EnrollmentFilters;
  onChange: (filters: EnrollmentFilters) => void;
  onReport: () => void;
}

/**
 * The enrollments' filters (status default PENDING, course, dates, search), the export and the report.
 * On a phone the filters fold behind 'Filtros (n)' (a disclosure, n the filters in use) and the exports
 * behind one 'Exportar' menu, so the first enrollments show in the first screen.
 */
export function EnrollmentFiltersBar({ filters, onChange, onReport }: FiltersBarProps) {
  const phone = usePhone();
  const courses = useCourses({ limit: 100 });
  const courseOptions = [
    { value: 'ALL', label: 'Todos los cursos' },
    ...(courses.data?.courses ?? []).map((c) => ({ value: c.id, label: c.title })),
  ];
  const set = <K extends keyof EnrollmentFilters>(key: K, value: EnrollmentFilters[K]) =>
    onChange({ ...filters, [key]: value });
  const badRange = dateRangeProblem(filters.startDate, filters.endDate);

  const grid = (
    <SimpleGrid
      cols={{ base: 1, xs: 2, md: 5 }}
      spacing="sm"
      component="section"
      aria-label="Filtros de inscripciones"
    >
      <SearchField
        placeholder="Nombre, email o documento"
        value={filters.search}
        onChange={(v) => set('search', v)}
      />
      <Select
        label="Estado"
        data={statusOptions}
        value={filters.status}
        allowDeselect={false}
        onChange={(v) => isStatusFilter(v) && set('status', v)}
      />
      <Select
        label="Curso"
        data={courseOptions}
        value={filters.courseId || 'ALL'}
        searchable
        allowDeselect={false}
        onChange={(v) => set('courseId', !v || v === 'ALL' ? '' : v)}
      />
      <DateRangeFields
        from={filters.startDate}
        to={filters.endDate}
        onFromChange={(v) => set('startDate', v)}
        onToChange={(v) => set('endDate', v)}
        toError={badRange ? schoolMessages.dateRangeInvalid : undefined}
      />
    </SimpleGrid>
  );
  const exports = (
    <ExportButtons
      onExport={(format) =>
        downloadFile(schoolPath('/enrollments/export'), {
          query: { format, ...enrollmentQuery(filters) },
          fallback: schoolFallbacks.export,
          fileName: `inscripciones-${bogotaToday()}.${format}`,
        })
      }
      fallback={schoolFallbacks.export}
      disabled={badRange}
      more={[
        { label: 'Reporte completo', icon: <IconFileReport size={18} aria-hidden />, onClick: onReport },
      ]}
      folded={phone}
    />
  );
  return (
    <FilterFold count={activeEnrollmentFilterCount(filters)} beside={exports}>
      {grid}
    </FilterFold>
  );
}
