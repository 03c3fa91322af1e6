import { SCHOOL_LIMITS } from '@koinonia/shared/school/school.schemas';
import type { AppCourseItem } from '@koinonia/shared/school/school-read.schemas';
import { errorMessage } from '@koinonia/ui/api-client';
import { StatusAlert } from '@koinonia/ui/components/status-alert';
import { Button, Group, Modal, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useEnroll } from '../api/enroll';
import { enrollmentStatusMeaning, isOpenEnrollment } from '../lib/course-format';
import { EnrollmentStatusBadge } from './enrollment-status-badge';

/**
 * The course's enrollment: the person's open one with what its state means, or 'Inscribirme' (after a
 * confirmation with an optional motivation). A new enrollment is 'Pendiente' until the school answers;
 * a refusal shows the server's words.
 */
export function EnrollPanel({ course }: { course: AppCourseItem }) {
  const enroll = useEnroll(course.id);
  const [confirming, setConfirming] = useState(false);
  const [motivation, setMotivation] = useState('');
  const mine = course.myEnrollment;
  const open = mine && isOpenEnrollment(mine.status) ? mine : null;
  const full = course.availableSpots <= 0;

  function submit() {
    if (enroll.isPending) return;
    enroll.mutate(
      { motivation: motivation.trim() || undefined },
      {
        onSettled: () => setConfirming(false),
        onSuccess: () => setMotivation(''),
      },
    );
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="course-enrollment">
      <Stack gap="sm">
        <Title id="course-enrollment" order={2} fz="lg">
          Tu inscripción
        </Title>
        {open ? (
          <Stack gap="xs" aria-live="polite">
            <div>
              <EnrollmentStatusBadge status={open.status} size="lg" />
            </div>
            <Text size="sm">{enrollmentStatusMeaning[open.status]}</Text>
            <Button component={Link} to="/escuela/mis-cursos" variant="light" mih={44}>
              Ver mis cursos
            </Button>
          </Stack>
        ) : (
          <Stack gap="xs">
            {mine && (
              <Text size="sm" c="gray.7">
                Tu última inscripción en este curso quedó como <EnrollmentStatusBadge status={mine.status} />.
                Puedes inscribirte de nuevo.
              </Text>
            )}
            <Text size="sm" c="gray.8">
              {full
                ? 'El curso está lleno: tu solicitud quedará pendiente y la escuela te pondrá en lista de espera si no se libera un cupo.'
                : 'Tu solicitud quedará pendiente hasta que la escuela la revise y te confirme el cupo.'}
            </Text>
            <Button
              size="md"
              mih={48}
              fullWidth
              leftSection={<IconSchool size={20} aria-hidden />}
              onClick={() => {
                enroll.reset();
                setConfirming(true);
              }}
            >
              Inscribirme
            </Button>
          </Stack>
        )}
        {enroll.isError && (
          <StatusAlert color="red" role="alert" title="No se pudo hacer la inscripción">
            {errorMessage(enroll.error, 'Inténtalo de nuevo.')}
          </StatusAlert>
        )}
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Inscribirme en el curso"
        centered
        radius="md"
      >
        <Stack gap="md">
          <Text size="sm">
            Vas a pedir un cupo en «{course.title}». Tu inscripción quedará <strong>Pendiente</strong> hasta
            que la escuela la revise.
          </Text>
          <Textarea
            label="¿Por qué quieres tomar este curso? (opcional)"
            value={motivation}
            onChange={(event) => setMotivation(event.currentTarget.value)}
            maxLength={SCHOOL_LIMITS.motivation}
            autosize
            minRows={3}
            maxRows={6}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" mih={44} onClick={() => setConfirming(false)}>
              Volver
            </Button>
            <Button mih={44} loading={enroll.isPending} onClick={submit}>
              Confirmar inscripción
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
