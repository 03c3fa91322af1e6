import type { NewsCategory, NewsItem, NewsTag } from '@koinonia/shared/news/news.schemas';
import { FormModal, SchemaForm } from '@koinonia/ui/components/form-modal';
import { notifySuccess } from '@koinonia/ui/notify';
import { useImagePicker } from '@koinonia/ui/use-image-picker';
import { useSchemaForm } from '@koinonia/ui/use-schema-form';
import { Alert, List } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useCreateNews, useUpdateNews } from '../api/news-mutations';
import { initialValues, type NewsFormValues, toPayload, validateNews } from '../lib/news-form';
import { useNewsImageUrl } from '../lib/use-news-image-url';
import { NewsBasicCard } from './news-basic-card';
import { NewsDetailsCards } from './news-details-cards';
import { NewsImageCard } from './news-image-card';

interface NewsFormModalProps {
  opened: boolean;
  /** The item being edited, or null to create one. */
  item: NewsItem | null;
  categories: NewsCategory[];
  tags: NewsTag[];
  onClose: () => void;
}

export function NewsFormModal({ opened, item, onClose, ...lists }: NewsFormModalProps) {
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      size="xl"
      fullScreenBelow="48em"
      title={item ? 'Editar Noticia' : 'Nueva Noticia'}
    >
      <NewsForm key={item?.id ?? 'new'} item={item} onClose={onClose} {...lists} />
    </FormModal>
  );
}

function NewsForm({ item, categories, tags, onClose }: Omit<NewsFormModalProps, 'opened'>) {
  const [messages, setMessages] = useState<string[]>([]);
  const picker = useImagePicker();
  const imageSrc = useNewsImageUrl();
  const create = useCreateNews();
  const update = useUpdateNews();
  const alertRef = useRef<HTMLDivElement>(null);

  const form = useSchemaForm<NewsFormValues>({
    initialValues: () => initialValues(item),
    validate: (values) => validateNews(values, item?.publishedAt).errors,
    // An image that could not be prepared is one more problem to fix (its message, verbatim).
    extraProblems: () => (picker.state.error ? [picker.state.error] : []),
    ready: () => !picker.state.processing,
    saveFallback: 'Error al guardar la noticia',
    // The problems are listed at the top of the form, which scrolls into view.
    onProblems: (list) => {
      setMessages(list);
      if (list.length > 0)
        requestAnimationFrame(() => alertRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
    },
    save: async (values) => {
      const payload = toPayload(values);
      const image = picker.state.prepared?.blob ?? null;
      if (item) {
        const removeImage = picker.state.removeStored && !image;
        await update.mutateAsync({
          id: item.id,
          payload: removeImage ? { ...payload, imageUrl: null } : payload,
          image,
        });
      } else {
        await create.mutateAsync({ payload, image });
      }
      notifySuccess(
        item ? 'Los cambios se guardaron exitosamente' : 'La noticia se creó exitosamente',
        item ? 'Noticia actualizada' : 'Noticia creada',
      );
      onClose();
    },
  });
  const { values, errors, setField } = form;

  return (
    <SchemaForm
      form={form}
      label={item ? 'Editar noticia' : 'Nueva noticia'}
      submitLabel={item ? 'Guardar Cambios' : 'Crear Noticia'}
      saving={create.isPending || update.isPending}
      submitDisabled={picker.state.processing}
      saveErrorTitle="No se pudo guardar la noticia"
      onCancel={onClose}
    >
      <div ref={alertRef} style={{ scrollMarginTop: 80 }}>
        {messages.length > 0 && (
          <Alert color="red" title="Revisa los siguientes campos" icon={<IconAlertTriangle aria-hidden />}>
            <List size="sm">
              {messages.map((m) => (
                <List.Item key={m}>{m}</List.Item>
              ))}
            </List>
          </Alert>
        )}
      </div>
      <NewsBasicCard
        values={values}
        errors={errors}
        setField={setField}
        categories={categories}
        tags={tags}
      />
      <NewsImageCard
        picker={picker.state}
        storedSrc={imageSrc(item?.imageUrl)}
        imageAlt={values.imageAlt}
        altError={errors.imageAlt}
        onChooseFile={picker.choose}
        onRemoveStored={picker.removeStored}
        onAltChange={(v) => setField('imageAlt', v)}
      />
      <NewsDetailsCards values={values} errors={errors} setField={setField} />
    </SchemaForm>
  );
}
