import { NEWS_LIMITS, type NewsCategory, type NewsTag } from '@koinonia/shared/news/news.schemas';
import { requiredField } from '@koinonia/ui/required-field';
import { fieldBinders } from '@koinonia/ui/schema-form';
import { Select, SimpleGrid, TagsInput } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import type { NewsFormErrors, NewsFormValues } from '../lib/news-form';
import { CountedField } from './counted-field';
import { FormSection } from './form-section';

const priorityOptions = [
  { value: '1', label: '1 - Alta' },
  { value: '2', label: '2 - Alta' },
  { value: '3', label: '3 - Media' },
  { value: '4', label: '4 - Baja' },
];

export interface NewsCardProps {
  values: NewsFormValues;
  errors: NewsFormErrors;
  setField: <K extends keyof NewsFormValues>(field: K, value: NewsFormValues[K]) => void;
}

export function NewsBasicCard({
  values,
  errors,
  setField,
  categories,
  tags,
}: NewsCardProps & { categories: NewsCategory[]; tags: NewsTag[] }) {
  const categoryOptions = categories.map((c) => ({ value: c.id, label: `${c.emoji} ${c.name}` }));
  if (values.category && !categories.some((c) => c.id === values.category))
    categoryOptions.push({ value: values.category, label: values.category });
  const bind = fieldBinders(values, errors, setField);
  const tagOptions = [...new Set([...tags.map((t) => t.name), ...values.tags])];

  return (
    <FormSection icon={<IconFileText size={20} aria-hidden />} title="Información básica">
      <CountedField
        label="Título"
        placeholder="Ej.: Gran vigilia de oración por la ciudad"
        limits={NEWS_LIMITS.title}
        {...bind.value('title')}
      />
      <CountedField
        label="Resumen"
        placeholder="Una o dos frases que inviten a leer la noticia"
        multiline
        limits={NEWS_LIMITS.summary}
        {...bind.value('summary')}
      />
      <CountedField
        label="Contenido"
        placeholder="El texto completo de la noticia"
        multiline
        minRows={5}
        limits={NEWS_LIMITS.content}
        {...bind.value('content')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Prioridad"
          {...requiredField}
          allowDeselect={false}
          data={priorityOptions}
          {...bind.choice('priority')}
          description="1-2: «Lo más reciente»; 3-4: solo «Actualidad»"
        />
        <Select
          label="Categoría"
          placeholder="Selecciona una categoría"
          clearable
          data={categoryOptions}
          description="Agrupa la noticia en la aplicación móvil"
          {...bind.value('category')}
        />
      </SimpleGrid>
      <TagsInput
        label="Etiquetas"
        placeholder="Escribe y presiona Enter"
        description="Hasta 10 etiquetas; elige una existente o crea una nueva"
        data={tagOptions}
        value={values.tags}
        maxTags={10}
        clearable
        error={errors.tags}
        onChange={(v) => setField('tags', [...new Set(v.map((t) => t.trim().toLowerCase()).filter(Boolean))])}
      />
    </FormSection>
  );
}
