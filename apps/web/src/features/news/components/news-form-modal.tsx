import type { NewsCategory, NewsItem, NewsTag } from '@koinonia/shared/news/news.schemas';
import { byId, EditSchemaForm, editFormModal } from '@koinonia/ui/components/edit-form-modal';
import { notifySuccess } from '@koinonia/ui/notify';
import { type EditFormProps, useEditForm } from '@koinonia/ui/use-edit-form';
import { useImagePicker } from '@koinonia/ui/use-image-picker';
import { Alert, List } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useCreateNews, useUpdateNews } from '../api/news-mutations';
import { initialValues, type NewsFormValues, toPayload, validateNews } from '../lib/news-form';
import { useNewsImageUrl } from '../lib/use-news-image-url';
import { NewsBasicCard } from './news-basic-card';
import { NewsDetailsCards } from './news-details-cards';
import { NewsImageCard } from './news-image-card';

/** `item`: the news item being edited, or null to create one. */
interface NewsFormProps extends EditFormProps<NewsItem> {
  categories: NewsCategory[];
  tags: NewsTag[];
}

const newsTexts = {
  title: { create: 'Nueva Noticia', edit: 'Editar Noticia' },
  label: { create: 'Nueva noticia', edit: 'Editar noticia' },
  submit: 'Crear Noticia',
};

function NewsForm(props: NewsFormProps) {
  const { item, categories, tags, onClose } = props;
  const [messages, setMessages] = useState<string[]>([]);
  const picker = useImagePicker();
  const imageSrc = useNewsImageUrl();
  const create = useCreateNews();
  const update = useUpdateNews();
  const alertRef = useRef<HTMLDivElement>(null);

  const form = useEditForm<NewsFormValues>(props, newsTexts, {
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
    <EditSchemaForm
      {...form.frame}
      saving={create.isPending || update.isPending}
      submitDisabled={picker.state.processing}
      saveErrorTitle="No se pudo guardar la noticia"
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
    </EditSchemaForm>
  );
}

export const NewsFormModal = editFormModal(NewsForm, {
  texts: newsTexts,
  itemKey: byId,
  size: 'xl',
  fullScreenBelow: '48em',
});
