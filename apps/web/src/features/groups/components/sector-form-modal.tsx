import { sectorColorLabels, sectorIconLabels } from '@koinonia/shared/groups/groups.labels';
import { type Sector, sectorColors, sectorIcons } from '@koinonia/shared/groups/groups.schemas';
import { byId, EditSchemaForm, editFormModal } from '@koinonia/ui/components/edit-form-modal';
import { notifySuccess } from '@koinonia/ui/notify';
import { requiredField } from '@koinonia/ui/required-field';
import { fieldBinders } from '@koinonia/ui/schema-form';
import { type EditFormProps, useEditForm } from '@koinonia/ui/use-edit-form';
import {
  ColorSwatch,
  Group,
  NumberInput,
  Radio,
  SimpleGrid,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { SECTOR_SAVE_FALLBACK, useCreateSector, useUpdateSector } from '../api/group-mutations';
import {
  initialSectorValues,
  type SectorColor,
  type SectorFormValues,
  type SectorIconName,
  toSectorPayload,
  validateSector,
} from '../lib/sector-form';
import { sectorIconComponents } from './sector-visuals';

const checkedCard = {
  borderColor: 'var(--mantine-color-violet-6)',
  backgroundColor: 'var(--mantine-color-violet-0)',
  boxShadow: '0 0 0 1px var(--mantine-color-violet-6)',
};

const sectorTexts = {
  title: { create: 'Nuevo Sector', edit: 'Editar Sector' },
  label: { create: 'Nuevo sector', edit: 'Editar sector' },
  submit: 'Crear Sector',
};

/** The sector form; `item`: the sector being edited, or null to create one. */
function SectorForm(props: EditFormProps<Sector>) {
  const { item: sector, onClose } = props;
  const create = useCreateSector();
  const update = useUpdateSector();
  const form = useEditForm<SectorFormValues>(props, sectorTexts, {
    initialValues: () => initialSectorValues(sector),
    validate: validateSector,
    saveFallback: SECTOR_SAVE_FALLBACK,
    save: async (values) => {
      const body = toSectorPayload(values);
      if (sector) await update.mutateAsync({ id: sector.id, body });
      else await create.mutateAsync(body);
      notifySuccess(`Sector «${values.name.trim()}» ${sector ? 'actualizado' : 'creado'} exitosamente`);
      onClose();
    },
  });
  const { values, errors, setField } = form;
  const bind = fieldBinders(values, errors, setField);

  return (
    <EditSchemaForm
      {...form.frame}
      saving={create.isPending || update.isPending}
      saveErrorTitle="No se pudo guardar el sector"
    >
      <TextInput
        label="Nombre"
        {...requiredField}
        placeholder="Ej.: Chapinero"
        {...bind.input('name')}
        data-autofocus
      />
      <Textarea
        label="Descripción"
        placeholder="Barrios o zonas que cubre el sector"
        autosize
        minRows={2}
        maxRows={5}
        {...bind.input('description')}
      />
      <Radio.Group
        label="Icono"
        value={values.iconName}
        onChange={(v) => setField('iconName', v as SectorIconName)}
        error={errors.iconName}
      >
        <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs" mt={6}>
          {sectorIcons.map((name) => {
            const Icon = sectorIconComponents[name];
            return (
              <Radio.Card
                key={name}
                value={name}
                p="xs"
                style={values.iconName === name ? checkedCard : undefined}
              >
                <Group gap={6} wrap="nowrap" justify="center">
                  <Icon size={20} aria-hidden />
                  <Text size="sm">{sectorIconLabels[name]}</Text>
                </Group>
              </Radio.Card>
            );
          })}
        </SimpleGrid>
      </Radio.Group>
      <Radio.Group
        label="Color"
        description={`Seleccionado: ${sectorColorLabels[values.color]}`}
        value={values.color}
        onChange={(v) => setField('color', v as SectorColor)}
        error={errors.color}
      >
        <Group gap="xs" mt={6}>
          {sectorColors.map((color) => (
            <Radio.Card
              key={color}
              value={color}
              aria-label={sectorColorLabels[color]}
              title={sectorColorLabels[color]}
              radius="xl"
              p={4}
              w="auto"
              withBorder={false}
            >
              <ColorSwatch color={color} size={30} withShadow={false}>
                {values.color === color && <IconCheck size={18} color="white" aria-hidden />}
              </ColorSwatch>
            </Radio.Card>
          ))}
        </Group>
      </Radio.Group>
      <Group grow align="flex-start" preventGrowOverflow={false} wrap="wrap">
        <NumberInput
          label="Orden de visualización"
          description="Los sectores se listan de menor a mayor"
          min={0}
          allowDecimal={false}
          allowNegative={false}
          {...bind.value('displayOrder')}
          miw={200}
        />
        <Switch
          label="Sector activo"
          description="Los sectores inactivos no aparecen en la app móvil"
          {...bind.checked('isActive')}
          mt={{ base: 0, xs: 'lg' }}
          miw={200}
        />
      </Group>
    </EditSchemaForm>
  );
}

export const SectorFormModal = editFormModal(SectorForm, { texts: sectorTexts, itemKey: byId });
