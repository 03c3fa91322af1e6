import {
  courseCategoryLabels,
  courseLevelLabels,
  dayOfWeekLabels,
  formatCourseCost,
} from '@koinonia/shared/school/school.labels';
import {
  courseCategories,
  courseFieldsSchema,
  courseLevels,
  daysOfWeek,
  SCHOOL_LIMITS,
} from '@koinonia/shared/school/school.schemas';
import type { CourseItem } from '@koinonia/shared/school/school-read.schemas';
import { CountedTextarea, CountedTextInput } from '@koinonia/ui/components/counted-text-input';
import { FormSection } from '@koinonia/ui/components/form-section';
import { PesosInput, WholeNumberInput } from '@koinonia/ui/components/number-fields';
import { requiredField } from '@koinonia/ui/required-field';
import { fieldBinders } from '@koinonia/ui/schema-form';
import { Select, SimpleGrid, Stack, Switch, TagsInput, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useInstructorOptions } from '../api/get-instructors';
import type { CourseFormErrors, CourseFormValues } from '../lib/course-form';

export interface CourseFieldsProps {
  values: CourseFormValues;
  errors: CourseFormErrors;
  setField: <K extends keyof CourseFormValues>(field: K, value: CourseFormValues[K]) => void;
}

const shape = courseFieldsSchema.shape;
const categoryOptions = courseCategories.map((c) => ({ value: c, label: courseCategoryLabels[c] }));
const levelOptions = courseLevels.map((l) => ({ value: l, label: courseLevelLabels[l] }));
const dayOptions = daysOfWeek.map((d) => ({ value: String(d), label: dayOfWeekLabels[d] }));

/** The instructor: a searchable select of the active instructors (and the course's own, on edit). */
function InstructorSelect({
  values,
  errors,
  setField,
  current,
}: CourseFieldsProps & { current?: CourseItem['instructor'] }) {
  const bind = fieldBinders(values, errors, setField);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const options = useInstructorOptions(debounced);
  const data = useMemo(() => {
    const list = (options.data?.instructors ?? []).map((i) => ({
      value: i.id,
      label: `${i.name} · ${i.title}`,
    }));
    if (current && !list.some((o) => o.value === current.id))
      list.unshift({ value: current.id, label: `${current.name} · ${current.title}` });
    return list;
  }, [options.data, current]);
  return (
    <Select
      label="Instructor"
      placeholder="Busca por nombre"
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      data={data}
      {...bind.choice('instructorId')}
      nothingFoundMessage={options.isFetching ? 'Buscando...' : 'No hay instructores activos con ese nombre'}
      error={errors.instructorId ?? (options.isError ? 'Error al cargar instructores' : undefined)}
      {...requiredField}
    />
  );
}

/** Title, instructor, descriptions, category and level. */
export function CourseBasicFields(props: CourseFieldsProps & { current?: CourseItem['instructor'] }) {
  const { values, errors, setField } = props;
  const bind = fieldBinders(values, errors, setField);
  return (
    <FormSection legend="Información básica">
      <CountedTextInput
        label="Título"
        schema={shape.title}
        {...bind.value('title')}
        data-autofocus
        {...requiredField}
      />
      <InstructorSelect {...props} />
      <CountedTextInput
        label="Descripción corta"
        schema={shape.shortDescription}
        {...bind.value('shortDescription')}
      />
      <CountedTextarea
        label="Descripción"
        schema={shape.description}
        {...bind.value('description')}
        autosize
        minRows={3}
        maxRows={8}
        {...requiredField}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Categoría"
          placeholder="Selecciona una categoría"
          data={categoryOptions}
          {...bind.choice('category')}
          {...requiredField}
        />
        <Select
          label="Nivel"
          placeholder="Selecciona un nivel"
          data={levelOptions}
          {...bind.choice('level')}
          {...requiredField}
        />
      </SimpleGrid>
    </FormSection>
  );
}

/** Dates, duration and the weekly schedule. */
export function CourseScheduleFields({ values, errors, setField }: CourseFieldsProps) {
  const bind = fieldBinders(values, errors, setField);
  return (
    <FormSection legend="Fechas y horario">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput type="date" label="Fecha de inicio" {...bind.input('startDate')} {...requiredField} />
        <TextInput type="date" label="Fecha de finalización" {...bind.input('endDate')} {...requiredField} />
        <CountedTextInput
          label="Duración"
          placeholder="Ej.: 12 semanas"
          schema={shape.duration}
          {...bind.value('duration')}
          {...requiredField}
        />
        <Select
          label="Día de la semana"
          placeholder="Selecciona un día"
          data={dayOptions}
          {...bind.choice('dayOfWeek')}
          {...requiredField}
        />
        <TextInput type="time" label="Hora de inicio" {...bind.input('startTime')} {...requiredField} />
        <TextInput type="time" label="Hora de finalización" {...bind.input('endTime')} {...requiredField} />
        <TextInput label="Frecuencia" {...bind.input('frequency')} />
      </SimpleGrid>
    </FormSection>
  );
}

/** Capacity (1-100, default 20), cost (0 = 'Gratis') and the place. */
export function CourseCapacityFields({ values, errors, setField }: CourseFieldsProps) {
  const bind = fieldBinders(values, errors, setField);
  const cost = Number(values.cost === '' ? 0 : values.cost);
  return (
    <FormSection legend="Cupos, costo y lugar">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <WholeNumberInput
          label="Capacidad"
          description={`Entre ${SCHOOL_LIMITS.capacity.min} y ${SCHOOL_LIMITS.capacity.max} estudiantes`}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          min={SCHOOL_LIMITS.capacity.min}
          max={SCHOOL_LIMITS.capacity.max}
          {...bind.value('capacity')}
          {...requiredField}
        />
        <PesosInput
          label="Costo (COP)"
          description={Number.isFinite(cost) ? `Se mostrará como ${formatCourseCost(cost)}` : '0 = Gratis'}
          max={SCHOOL_LIMITS.cost.max}
          {...bind.value('cost')}
        />
      </SimpleGrid>
      <CountedTextInput
        label="Ubicación"
        placeholder="Ej.: Salón 2, templo principal"
        schema={shape.location}
        {...bind.value('location')}
        {...requiredField}
      />
    </FormSection>
  );
}

const listFields = [
  ['requirements', 'Requisitos'],
  ['targetAudience', 'Público objetivo'],
  ['topics', 'Temas'],
  ['materials', 'Materiales'],
] as const;

/** The four lists, as tags (Enter or a comma adds one). */
export function CourseListFields({ values, errors, setField }: CourseFieldsProps) {
  return (
    <FormSection legend="Contenido">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {listFields.map(([field, label]) => (
          <TagsInput
            key={field}
            label={label}
            placeholder="Escribe y presiona Enter"
            description={`Hasta ${SCHOOL_LIMITS.maxListItems} elementos`}
            value={values[field]}
            maxTags={SCHOOL_LIMITS.maxListItems}
            clearable
            acceptValueOnBlur
            error={errors[field]}
            onChange={(v) => setField(field, [...new Set(v.map((t) => t.trim()).filter(Boolean))])}
          />
        ))}
      </SimpleGrid>
    </FormSection>
  );
}

/** Featured, and on edit the active flag. */
export function CourseFlagFields({
  values,
  errors,
  setField,
  editing,
}: CourseFieldsProps & { editing: boolean }) {
  const bind = fieldBinders(values, errors, setField);
  return (
    <Stack gap="xs">
      <Switch label="Curso destacado" {...bind.checked('isFeatured')} />
      {editing && (
        <Switch
          label="Activo"
          description="Un curso inactivo no se ofrece en la aplicación"
          {...bind.checked('isActive')}
        />
      )}
    </Stack>
  );
}
