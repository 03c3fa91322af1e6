import {
  GROUP_CAPACITY,
  type Group,
  groupBodySchema,
  meetingDays,
  type Sector,
} from '@koinonia/shared/groups/groups.schemas';
import { CountedTextarea, CountedTextInput } from '@koinonia/ui/components/counted-text-input';
import { WholeNumberInput } from '@koinonia/ui/components/number-fields';
import { requiredField } from '@koinonia/ui/required-field';
import { fieldBinders } from '@koinonia/ui/schema-form';
import { Fieldset, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { acceptCoordinate, type GroupFormErrors, type GroupFormValues } from '../lib/group-form';
import { LeaderSelect } from './leader-select';

export interface GroupFormFieldsProps {
  values: GroupFormValues;
  errors: GroupFormErrors;
  setField: <K extends keyof GroupFormValues>(field: K, value: GroupFormValues[K]) => void;
  sectors: Sector[];
  group: Group | null;
}

/** Active sectors only; when editing, the group's own sector too even if it is inactive now. */
function sectorOptions(sectors: Sector[], group: Group | null) {
  return sectors
    .filter((s) => s.isActive || s.id === group?.sector.id)
    .map((s) => ({ value: s.id, label: s.isActive ? s.name : `${s.name} (inactivo)` }));
}

/** The text fields' shared rules: their limits and messages show under each field as it is typed. */
const fields = groupBodySchema.shape;

export function GroupFormFields({ values, errors, setField, sectors, group }: GroupFormFieldsProps) {
  const bind = fieldBinders(values, errors, setField);
  const sectorData = useMemo(() => sectorOptions(sectors, group), [sectors, group]);
  const known = useMemo(
    () => [group?.leader, group?.coLeader].filter((p): p is { id: string; name: string } => !!p),
    [group],
  );
  const capacity =
    typeof values.capacity === 'number' ? values.capacity : Number(values.capacity) || undefined;

  function setLeader(id: string | null) {
    setField('leaderId', id);
    // The co-leader cannot be the leader.
    if (id && id === values.coLeaderId) setField('coLeaderId', null);
  }

  return (
    <Stack gap="md">
      <Fieldset legend="Información del grupo">
        <Stack gap="sm">
          <CountedTextInput
            label="Nombre del grupo"
            {...requiredField}
            placeholder="Ej.: Célula Familias Unidas"
            schema={fields.name}
            {...bind.value('name')}
            data-autofocus
          />
          <CountedTextarea
            label="Descripción"
            placeholder="¿Qué hace el grupo y a quién está dirigido? (opcional)"
            autosize
            minRows={2}
            maxRows={5}
            schema={fields.description}
            {...bind.value('description')}
          />
          <Select
            label="Sector"
            {...requiredField}
            placeholder="Selecciona un sector"
            data={sectorData}
            {...bind.value('sectorId')}
            nothingFoundMessage="No hay sectores activos"
            allowDeselect={false}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <LeaderSelect
              label="Líder"
              {...requiredField}
              placeholder="Nombre o documento"
              value={values.leaderId}
              onChange={setLeader}
              known={known}
              error={errors.leaderId}
            />
            <LeaderSelect
              label="Colíder"
              placeholder="Opcional"
              clearable
              value={values.coLeaderId}
              onChange={(id) => setField('coLeaderId', id)}
              known={known}
              exclude={values.leaderId}
              error={errors.coLeaderId}
            />
          </SimpleGrid>
        </Stack>
      </Fieldset>

      <Fieldset legend="Reunión">
        <Stack gap="sm">
          <CountedTextInput
            label="Dirección de reunión"
            {...requiredField}
            placeholder="Ej.: Calle 45 # 13-20, Chapinero"
            schema={fields.meetingAddress}
            {...bind.value('meetingAddress')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Select
              label="Día de reunión"
              {...requiredField}
              data={[...meetingDays]}
              {...bind.value('meetingDay')}
              allowDeselect={false}
            />
            <TextInput
              label="Hora de reunión"
              {...requiredField}
              type="time"
              {...bind.input('meetingTime')}
            />
            <TextInput
              label="Latitud"
              placeholder="Ej.: 4.6486"
              inputMode="decimal"
              value={values.latitude}
              onChange={(e) => setField('latitude', acceptCoordinate(e.currentTarget.value, values.latitude))}
              error={errors.latitude}
            />
            <TextInput
              label="Longitud"
              placeholder="Ej.: -74.0628"
              inputMode="decimal"
              value={values.longitude}
              onChange={(e) =>
                setField('longitude', acceptCoordinate(e.currentTarget.value, values.longitude))
              }
              error={errors.longitude}
            />
          </SimpleGrid>
        </Stack>
      </Fieldset>

      <Fieldset legend="Capacidad y contacto">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <WholeNumberInput
            label="Capacidad"
            {...requiredField}
            description="Máximo de participantes (5 a 100)"
            min={GROUP_CAPACITY.min}
            max={GROUP_CAPACITY.max}
            {...bind.value('capacity')}
          />
          <WholeNumberInput
            label="Miembros actuales"
            description={capacity ? `Entre 0 y ${capacity}` : 'Desde 0'}
            min={0}
            max={capacity}
            {...bind.value('currentMembers')}
          />
          <CountedTextInput
            label="WhatsApp"
            placeholder="Ej.: +57 310 555 2000 (opcional)"
            type="tel"
            schema={fields.whatsappNumber}
            {...bind.value('whatsappNumber')}
          />
        </SimpleGrid>
      </Fieldset>

      <Fieldset legend="Estado y visibilidad">
        <Stack gap="sm">
          <Switch
            label="Abierto a nuevos miembros"
            description="Muestra la etiqueta «Abierto» y permite que nuevas personas se unan"
            {...bind.checked('isOpenToNewMembers')}
          />
          <Switch
            label="Grupo activo"
            description="Los grupos inactivos no aparecen en la app móvil"
            {...bind.checked('isActive')}
          />
          <Switch
            label="Mostrar en el inicio de la app"
            description="Destaca el grupo en la pantalla de inicio de la aplicación móvil"
            {...bind.checked('showInPreview')}
          />
        </Stack>
      </Fieldset>
    </Stack>
  );
}
