import type { EnrollmentItem } from '@koinonia/shared/school/school-read.schemas';
import { IconAction } from '@koinonia/ui/components/icon-action';
import { Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBrandWhatsapp, IconEye, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import type { ListColumn } from '../../../components/responsive-list';
import { formatDateTime } from '../../../lib/format-date';
import { usePhone } from '../../../lib/use-phone';
import { useEnrollments } from '../api/get-enrollments';
import {
  dateRangeProblem,
  defaultEnrollmentFilters,
  type EnrollmentFilters,
  enrollmentQuery,
} from '../lib/enrollment-filters';
import { schoolFallbacks, schoolTexts } from '../lib/school-texts';
import { type EnrollmentActions, useEnrollmentActions } from '../lib/use-enrollment-actions';
import { CompleteReportModal } from './complete-report-modal';
import { EnrollmentActionButtons } from './enrollment-action-buttons';
import { EnrollmentDetailModal } from './enrollment-detail-modal';
import { EnrollmentFiltersBar } from './enrollment-filters-bar';
import { EnrollmentStatsCards } from './enrollment-stats-cards';
import { NameLines } from './name-lines';
import { RejectEnrollmentModal } from './reject-enrollment-modal';
import { EmptyList, EnrollmentStatusBadge } from './school-badges';
import { SchoolList } from './school-list';

function columns(
  actions: EnrollmentActions,
  onView: (e: EnrollmentItem) => void,
): ListColumn<EnrollmentItem>[] {
  return [
    {
      key: 'student',
      header: 'Estudiante',
      role: 'title',
      cell: (e) => <NameLines name={e.userSnapshot.name} detail={e.userSnapshot.email} />,
    },
    { key: 'course', header: 'Curso', cell: (e) => <Text size="sm">{e.course.title}</Text> },
    {
      key: 'date',
      header: 'Fecha',
      cell: (e) => (
        <Text size="sm" component="time" dateTime={e.enrollmentDate}>
          {formatDateTime(e.enrollmentDate)}
        </Text>
      ),
    },
    {
      key: 'status',
      header: 'Estado',
      role: 'status',
      cell: (e) => (
        <Group gap={4} wrap="nowrap">
          <EnrollmentStatusBadge status={e.status} />
          {e.whatsappSent && (
            <Tooltip label={schoolTexts.whatsappSent}>
              <Badge variant="light" color="green" c="green.9" px={6} aria-label={schoolTexts.whatsappSent}>
                <IconBrandWhatsapp size={14} aria-hidden style={{ display: 'block' }} />
              </Badge>
            </Tooltip>
          )}
        </Group>
      ),
    },
    {
      key: 'actions',
      header: 'Acciones',
      role: 'actions',
      cell: (e) => (
        <Group gap={6} wrap="wrap">
          <IconAction
            tooltip="Ver detalles"
            color="gray.8"
            label={`Ver detalles de la inscripción de ${e.userSnapshot.name}`}
            onClick={() => onView(e)}
          >
            <IconEye size={18} aria-hidden />
          </IconAction>
          <EnrollmentActionButtons enrollment={e} actions={actions} />
        </Group>
      ),
    },
  ];
}

/** 'Inscripciones' (spec §2): stats cards, filters (default PENDING), the table, export and the report. */
export function EnrollmentsTab() {
  const [filters, setFilters] = useState<EnrollmentFilters>(defaultEnrollmentFilters);
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<string | null>(null);
  const [report, setReport] = useState(false);
  const [search] = useDebouncedValue(filters.search, 300);
  const actions = useEnrollmentActions();
  const phone = usePhone();
  // A range that ends before it starts is not asked for: the last valid list stays shown.
  const ranged = dateRangeProblem(filters.startDate, filters.endDate)
    ? { ...filters, startDate: '', endDate: '' }
    : filters;
  const enrollments = useEnrollments({ ...enrollmentQuery({ ...ranged, search }), page });
  const items = enrollments.data?.enrollments ?? [];

  return (
    <Stack gap={phone ? 'sm' : 'md'}>
      <EnrollmentStatsCards />
      <EnrollmentFiltersBar
        filters={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
        onReport={() => setReport(true)}
      />
      <SchoolList
        query={enrollments}
        errorTitle={schoolFallbacks.enrollments}
        emptyState={
          <EmptyList
            icon={<IconUsers size={26} aria-hidden />}
            title="No hay inscripciones"
            text="Ninguna inscripción coincide con los filtros."
          />
        }
        onPage={setPage}
        noun={['inscripción', 'inscripciones']}
        pagerLabel="Paginación de inscripciones"
        items={items}
        columns={columns(actions, (e) => setViewing(e.id))}
        getKey={(e) => e.id}
        getLabel={(e) => `Inscripción: ${e.userSnapshot.name}`}
        getItemProps={(e) => ({ 'data-enrollment-id': e.id })}
        label="Inscripciones"
        tableMinWidth={960}
      />
      <EnrollmentDetailModal enrollmentId={viewing} onClose={() => setViewing(null)} actions={actions} />
      <RejectEnrollmentModal actions={actions} />
      <CompleteReportModal opened={report} onClose={() => setReport(false)} />
    </Stack>
  );
}
