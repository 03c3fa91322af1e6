import { badgeTextColor } from '@koinonia/ui/badge-color';
import { DetailGrid, DetailItem } from '@koinonia/ui/components/detail-grid';
import { DetailModal } from '@koinonia/ui/components/detail-modal';
import { notifyError } from '@koinonia/ui/notify';
import { Badge, Button, Divider, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconBrandWhatsapp, IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../lib/format-date';
import { useEnrollment } from '../api/get-enrollments';
import { useMarkWhatsappSent } from '../api/school-mutations';
import { formatCourseDates, formatSchedule } from '../lib/school-format';
import { schoolFallbacks, schoolTexts } from '../lib/school-texts';
import type { EnrollmentActions } from '../lib/use-enrollment-actions';
import { whatsappLink } from '../lib/whatsapp';
import { EnrollmentActionButtons } from './enrollment-action-buttons';
import { EnrollmentStatusBadge } from './school-badges';

/** A titled part of the details ('Estudiante', 'Curso'): its heading names the section. */
function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Title order={3} size="h5" id={id} mb="xs">
        {title}
      </Title>
      <DetailGrid>{children}</DetailGrid>
    </section>
  );
}

/** The enrollment detail modal (spec §2, §3): the student as enrolled, the course, the motivation, the reason. */
export function EnrollmentDetailModal({
  enrollmentId,
  onClose,
  actions,
}: {
  enrollmentId: string | null;
  onClose: () => void;
  actions: EnrollmentActions;
}) {
  const query = useEnrollment(enrollmentId);
  const whatsapp = useMarkWhatsappSent();
  const link = query.data ? whatsappLink(query.data) : null;
  return (
    <DetailModal
      opened={!!enrollmentId}
      onClose={onClose}
      title="Detalle de la inscripción"
      query={query}
      loadingLabel="Cargando inscripción"
      fallback={schoolFallbacks.enrollments}
    >
      {(e) => (
        <Stack gap="md">
          <Group justify="space-between" gap="xs">
            <EnrollmentStatusBadge status={e.status} />
            <Text size="sm" c="gray.7">
              Inscrito el <time dateTime={e.enrollmentDate}>{formatDateTime(e.enrollmentDate)}</time>
            </Text>
          </Group>
          <DetailSection id="enrollment-student" title="Estudiante">
            <DetailItem label="Nombre">{e.userSnapshot.name}</DetailItem>
            <DetailItem label="Email">{e.userSnapshot.email}</DetailItem>
            <DetailItem label="Teléfono">{e.userSnapshot.phone || '—'}</DetailItem>
            <DetailItem label="Documento">{e.userSnapshot.documentNumber || '—'}</DetailItem>
            <DetailItem label="Dirección">{e.userSnapshot.address || '—'}</DetailItem>
          </DetailSection>
          <Divider />
          <DetailSection id="enrollment-course" title="Curso">
            <DetailItem label="Curso">{e.course.title}</DetailItem>
            <DetailItem label="Instructor">
              {e.course.instructor.name} · {e.course.instructor.title}
            </DetailItem>
            <DetailItem label="Fechas">{formatCourseDates(e.course)}</DetailItem>
            <DetailItem label="Horario">{formatSchedule(e.course.schedule)}</DetailItem>
            <DetailItem label="Ubicación">{e.course.location}</DetailItem>
            <DetailItem label="Cupos">
              {e.course.enrolledCount} de {e.course.capacity} ocupados · {e.course.availableSpots} disponibles
            </DetailItem>
          </DetailSection>
          <Divider />
          <DetailGrid min={400}>
            <DetailItem label="Motivación">{e.motivation || '—'}</DetailItem>
            {e.rejectionReason && <DetailItem label="Razón del rechazo">{e.rejectionReason}</DetailItem>}
          </DetailGrid>
          <Group justify="space-between" gap="sm" wrap="wrap">
            {link ? (
              <Group gap="xs">
                <Button
                  component="a"
                  href={link}
                  target="_blank"
                  rel="noopener noreferrer"
                  color={badgeTextColor('green')}
                  leftSection={<IconBrandWhatsapp size={20} aria-hidden />}
                  onClick={() =>
                    whatsapp.mutate(e.id, { onError: (err) => notifyError(err, schoolFallbacks.whatsapp) })
                  }
                >
                  Escribir por WhatsApp
                  <VisuallyHidden>(se abre en una pestaña nueva)</VisuallyHidden>
                </Button>
                {e.whatsappSent && (
                  <Badge
                    variant="light"
                    color="green"
                    c="green.9"
                    tt="none"
                    leftSection={<IconCheck size={12} aria-hidden />}
                  >
                    {schoolTexts.whatsappSent}
                  </Badge>
                )}
              </Group>
            ) : (
              <Text size="sm" c="gray.7">
                Sin teléfono para WhatsApp
              </Text>
            )}
            <EnrollmentActionButtons enrollment={e} actions={actions} size="sm" />
          </Group>
        </Stack>
      )}
    </DetailModal>
  );
}
