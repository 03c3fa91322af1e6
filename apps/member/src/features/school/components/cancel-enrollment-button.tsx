import { errorMessage } from '@koinonia/ui/api-client';
import { StatusAlert } from '@koinonia/ui/components/status-alert';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useCancelEnrollment } from '../api/cancel-enrollment';
import type { MyEnrollment } from '../api/my-enrollments';

/** 'Cancelar inscripción', after a confirmation; a refusal shows the server's words. */
export function CancelEnrollmentButton({ enrollment }: { enrollment: MyEnrollment }) {
  const cancel = useCancelEnrollment();
  const [confirming, setConfirming] = useState(false);

  return (
    <Stack gap="xs">
      <Button
        variant="outline"
        color="red"
        c="red.9"
        mih={44}
        leftSection={<IconX size={18} aria-hidden />}
        onClick={() => {
          cancel.reset();
          setConfirming(true);
        }}
      >
        Cancelar inscripción
      </Button>
      {cancel.isError && (
        <StatusAlert color="red" role="alert" title="No se pudo cancelar la inscripción">
          {errorMessage(cancel.error, 'Inténtalo de nuevo.')}
        </StatusAlert>
      )}
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Cancelar inscripción"
        centered
        radius="md"
      >
        <Stack gap="md">
          <Text size="sm">
            ¿Quieres cancelar tu inscripción en «{enrollment.course.title}»?
            {enrollment.status === 'CONFIRMED'
              ? ' Dejarás tu cupo libre para otra persona.'
              : ' La escuela dejará de tener en cuenta tu solicitud.'}{' '}
            Podrás inscribirte de nuevo mientras el curso reciba inscripciones.
          </Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" mih={44} onClick={() => setConfirming(false)}>
              Volver
            </Button>
            <Button
              color="red.9"
              mih={44}
              loading={cancel.isPending}
              onClick={() => {
                if (!cancel.isPending)
                  cancel.mutate(enrollment.id, { onSettled: () => setConfirming(false) });
              }}
            >
              Sí, cancelar
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
