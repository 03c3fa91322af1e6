import type { EnrollmentItem } from '@koinonia/shared/school/school-read.schemas';
import { rejectEnrollmentBodySchema } from '@koinonia/shared/school/school-requests.schemas';
import { CountedTextarea } from '@koinonia/ui/components/counted-text-input';
import { FormModal } from '@koinonia/ui/components/form-modal';
import { requiredField } from '@koinonia/ui/required-field';
import { Button, Group, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { EnrollmentActions } from '../lib/use-enrollment-actions';

/** The reject modal (spec §2, §5): a required reason ('Debes proporcionar una razón para el rechazo'). */
export function RejectEnrollmentModal({ actions }: { actions: EnrollmentActions }) {
  const enrollment = actions.rejecting;
  return (
    <FormModal
      opened={!!enrollment}
      onClose={actions.closeReject}
      title="Rechazar inscripción"
      size="md"
      centered
    >
      {enrollment && <RejectForm key={enrollment.id} enrollment={enrollment} actions={actions} />}
    </FormModal>
  );
}

function RejectForm({ enrollment, actions }: { enrollment: EnrollmentItem; actions: EnrollmentActions }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = rejectEnrollmentBodySchema.safeParse({ rejectionReason: reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setSaving(true);
    const done = await actions.reject(enrollment, parsed.data.rejectionReason);
    setSaving(false);
    if (done) actions.closeReject();
  }
  return (
    <form onSubmit={submit} noValidate aria-label="Rechazar inscripción">
      <Stack gap="md">
        <Text size="sm">
          Vas a rechazar la inscripción de <strong>{enrollment.userSnapshot.name}</strong> al curso{' '}
          <strong>{enrollment.course.title}</strong>.
        </Text>
        <CountedTextarea
          label="Razón del rechazo"
          schema={rejectEnrollmentBodySchema.shape.rejectionReason}
          value={reason}
          error={error}
          autosize
          minRows={3}
          data-autofocus
          onChange={(v) => {
            setReason(v);
            setError(undefined);
          }}
          {...requiredField}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={actions.closeReject} disabled={saving}>
            Cancelar
          </Button>
          <Button type="submit" color="red.9" loading={saving}>
            Rechazar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
