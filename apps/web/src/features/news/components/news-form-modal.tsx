import type { NewsCategory, NewsItem, NewsTag } from '@koinonia/shared/news/news.schemas';
import { Alert, Button, Group, List, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type CSSProperties, type FormEvent, useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useCreateNews } from '../api/create-news';
import { useUpdateNews } from '../api/update-news';
import {
  initialValues,
  type NewsFormErrors,
  type NewsFormValues,
  toPayload,
  validateNews,
} from '../lib/news-form';
import { useImagePicker } from '../lib/use-image-picker';
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
  const fullScreen = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      fullScreen={fullScreen}
      title={item ? 'Editar Noticia' : 'Nueva Noticia'}
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <NewsForm key={item?.id ?? 'new'} item={item} onClose={onClose} {...lists} />
    </Modal>
  );
}

function NewsForm({ item, categories, tags, onClose }: Omit<NewsFormModalProps, 'opened'>) {
  const [values, setValues] = useState<NewsFormValues>(() => initialValues(item));
  const [errors, setErrors] = useState<NewsFormErrors>({});
  const [messages, setMessages] = useState<string[]>([]);
  const [saveError, setSaveError] = useState<string | null>(null);
  const picker = useImagePicker();
  const imageSrc = useNewsImageUrl();
  const create = useCreateNews();
  const update = useUpdateNews();
  const alertRef = useRef<HTMLDivElement>(null);
  const saving = create.isPending || update.isPending;

  function setField<K extends keyof NewsFormValues>(field: K, value: NewsFormValues[K]) {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  }

  function showProblems(next: NewsFormErrors, list: string[]) {
    setErrors(next);
    setMessages(list);
    requestAnimationFrame(() => alertRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setSaveError(null);
    const checked = validateNews(values, item?.publishedAt);
    // An image that could not be prepared is one more problem to fix (its message, verbatim).
    const imageProblem = picker.state.error;
    if (checked.messages.length > 0 || imageProblem)
      return showProblems(
        checked.errors,
        imageProblem ? [...checked.messages, imageProblem] : checked.messages,
      );
    setMessages([]);
    if (picker.state.processing) return;

    const payload = toPayload(values);
    const image = picker.state.prepared?.blob ?? null;
    try {
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
      notifications.show({
        color: 'teal',
        title: item ? 'Noticia actualizada' : 'Noticia creada',
        message: item ? 'Los cambios se guardaron exitosamente' : 'La noticia se creó exitosamente',
        autoClose: 2000,
      });
      onClose();
    } catch (err) {
      setSaveError(errorMessage(err, 'Error al guardar la noticia'));
      if (err instanceof ApiError && err.issues?.length) {
        const fromServer: NewsFormErrors = {};
        for (const issue of err.issues) {
          const field = issue.path.split('.')[0] as keyof NewsFormValues;
          if (field in values && !fromServer[field]) fromServer[field] = issue.message;
        }
        showProblems(
          fromServer,
          err.issues.map((i) => i.message),
        );
      }
    }
  }

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      aria-label={item ? 'Editar noticia' : 'Nueva noticia'}
      // Mantine's dimmed grey and error red are below AA contrast for small text: darker ones here.
      style={
        {
          '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
          '--mantine-color-error': 'var(--mantine-color-red-9)',
        } as CSSProperties
      }
    >
      <Stack gap="md">
        <div ref={alertRef} style={{ scrollMarginTop: 80 }}>
          {messages.length > 0 && (
            <Alert
              color="red"
              variant="light"
              title="Revisa los siguientes campos"
              styles={{ title: { color: 'var(--mantine-color-red-9)' } }}
              icon={<IconAlertTriangle aria-hidden />}
            >
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
        {saveError && (
          <Alert
            color="red"
            variant="filled"
            title="No se pudo guardar la noticia"
            withCloseButton
            closeButtonLabel="Cerrar aviso"
            onClose={() => setSaveError(null)}
          >
            {saveError}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={saving}>
            Cancelar
          </Button>
          <Button type="submit" loading={saving} disabled={picker.state.processing}>
            {item ? 'Guardar Cambios' : 'Crear Noticia'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
