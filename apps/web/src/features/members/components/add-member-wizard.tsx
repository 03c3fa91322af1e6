import type { Role, UserLookup } from '@koinonia/shared/members/members.schemas';
import { errorMessage } from '@koinonia/ui/api-client';
import { notifyError, notifySuccess } from '@koinonia/ui/notify';
import { Modal, Stepper } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useLookupUser } from '../api/lookup-user-by-document';
import { useAddMember } from '../api/member-mutations';
import { WizardConfirmStep } from './wizard-confirm-step';
import { WizardSearchStep } from './wizard-search-step';

export interface AddMemberWizardProps {
  opened: boolean;
  onClose: () => void;
}

/** The two-step 'Invitar Miembro' wizard: search by document, then confirm and choose a role. */
export function AddMemberWizard({ opened, onClose }: AddMemberWizardProps) {
  const [step, setStep] = useState(0);
  const [document, setDocument] = useState('');
  const [found, setFound] = useState<UserLookup | null>(null);
  const [role, setRole] = useState<Role>('MEMBER');
  const [searchError, setSearchError] = useState<string | null>(null);
  const compact = useMediaQuery('(max-width: 36em)');
  const lookup = useLookupUser();
  const add = useAddMember();

  function reset() {
    setStep(0);
    setDocument('');
    setFound(null);
    setRole('MEMBER');
    setSearchError(null);
    lookup.reset();
    add.reset();
  }

  function close() {
    reset();
    onClose();
  }

  function search(value: string) {
    setSearchError(null);
    lookup.mutate(value, {
      onSuccess: (user) => {
        setFound(user);
        setRole('MEMBER');
        setStep(1);
      },
      onError: (error) => setSearchError(errorMessage(error, 'Error al buscar el usuario')),
    });
  }

  function submit() {
    if (!found) return;
    add.mutate(
      { documentNumber: found.documentNumber, role },
      {
        onSuccess: () => {
          notifySuccess('Miembro agregado exitosamente a la comunidad');
          close();
        },
        onError: (error) => notifyError(error, 'Error al agregar miembro'),
      },
    );
  }

  return (
    <Modal opened={opened} onClose={close} title="Invitar Miembro" size="lg" centered>
      <Stepper
        active={step}
        size="sm"
        allowNextStepsSelect={false}
        completedIcon={<IconCheck size={18} aria-hidden />}
        onStepClick={(s) => s < step && setStep(s)}
      >
        <Stepper.Step label="Identificación" description={compact ? undefined : 'Número de documento'}>
          <WizardSearchStep
            document={document}
            onDocumentChange={(value) => {
              setDocument(value);
              setSearchError(null);
            }}
            searching={lookup.isPending}
            searchError={searchError}
            onSearch={search}
            onCancel={close}
          />
        </Stepper.Step>
        <Stepper.Step label="Confirmación" description={compact ? undefined : 'Usuario y rol'}>
          {found ? (
            <WizardConfirmStep
              user={found}
              role={role}
              onRoleChange={setRole}
              adding={add.isPending}
              onBack={() => {
                setStep(0);
                setSearchError(null);
              }}
              onAdd={submit}
            />
          ) : null}
        </Stepper.Step>
      </Stepper>
    </Modal>
  );
}
