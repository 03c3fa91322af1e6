import {
  DEFAULT_POST_TYPE,
  type PostType,
  postBodySchema,
  postMessages,
} from '@koinonia/shared/posts/posts.schemas';
import { CountedTextarea, CountedTextInput } from '@koinonia/ui/components/counted-text-input';
import { StatusAlert } from '@koinonia/ui/components/status-alert';
import { notifySuccess } from '@koinonia/ui/notify';
import { requiredField } from '@koinonia/ui/required-field';
import { fieldBinders, schemaErrors } from '@koinonia/ui/schema-form';
import { useImagePicker } from '@koinonia/ui/use-image-picker';
import { useSchemaForm } from '@koinonia/ui/use-schema-form';
import { Button, FileButton, Group, Loader, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertCircle, IconCamera, IconX } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useCreatePost } from '../api/create-post';
import { usePostTypes } from '../api/post-types';
import { BackToFeed } from '../components/back-to-feed';
import { GuestNotice } from '../components/guest-notice';
import { useWriter } from '../lib/may-write';
import { postTypeEmoji } from '../lib/post-visuals';

type Values = { type: PostType; title: string; message: string };

const ACCEPT = 'image/jpeg,image/png,image/webp';
const imageRules = { invalidType: postMessages.imageInvalidType, tooLarge: postMessages.imageTooLarge };

function PostForm() {
  const navigate = useNavigate();
  const types = usePostTypes();
  const create = useCreatePost();
  const picker = useImagePicker(imageRules);
  const photo = picker.state;
  const form = useSchemaForm<Values>({
    initialValues: { type: DEFAULT_POST_TYPE, title: '', message: '' },
    validate: (values) =>
      schemaErrors<Values>(postBodySchema, values, (path) => String(path[0]) as keyof Values),
    extraProblems: () => (photo.error ? [photo.error] : []),
    ready: () => !photo.processing,
    saveFallback: 'No se pudo publicar. Inténtalo de nuevo.',
    save: async (values) => {
      await create.mutateAsync({ ...values, image: photo.prepared?.blob ?? null });
      notifySuccess('Tu publicación ya está en la comunidad.');
      navigate('/comunidad');
    },
  });
  const bind = fieldBinders(form.values, form.errors, form.setField);

  return (
    <Paper withBorder radius="md" p="md">
      <form ref={form.formRef} onSubmit={form.onSubmit} noValidate aria-label="Nueva publicación">
        <Stack gap="md">
          {form.saveError && (
            <StatusAlert color="red" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
              {form.saveError}
            </StatusAlert>
          )}
          <NativeSelect
            label="Tipo"
            size="md"
            data={types.map((t) => ({
              value: t.value,
              label: `${postTypeEmoji[t.value] ?? ''} ${t.label}`.trim(),
            }))}
            value={form.values.type}
            onChange={(e) => form.setField('type', e.currentTarget.value as PostType)}
            error={form.errors.type}
            {...requiredField}
          />
          <CountedTextInput
            label="Título (opcional)"
            size="md"
            schema={postBodySchema.shape.title}
            {...bind.value('title')}
          />
          <CountedTextarea
            label="Mensaje"
            size="md"
            schema={postBodySchema.shape.message}
            autosize
            minRows={4}
            maxRows={12}
            {...bind.value('message')}
            {...requiredField}
          />
          <Stack gap={6}>
            <Text size="md" fw={500} component="span">
              Foto (opcional)
            </Text>
            {photo.prepared && (
              <img
                src={photo.prepared.thumbnail}
                alt="Vista previa de la foto"
                width={photo.prepared.width}
                height={photo.prepared.height}
                style={{
                  width: '100%',
                  height: 'auto',
                  maxHeight: 260,
                  objectFit: 'contain',
                  borderRadius: 8,
                  background: 'var(--mantine-color-gray-1)',
                }}
              />
            )}
            <Group gap="xs">
              <FileButton onChange={(file) => void picker.choose(file)} accept={ACCEPT}>
                {(props) => (
                  <Button
                    {...props}
                    variant="light"
                    mih={44}
                    leftSection={<IconCamera size={18} aria-hidden />}
                    aria-describedby="photo-hint"
                  >
                    {photo.prepared ? 'Cambiar foto' : 'Añadir foto'}
                  </Button>
                )}
              </FileButton>
              {(photo.prepared || photo.error) && (
                <Button
                  variant="subtle"
                  color="gray"
                  c="gray.8"
                  mih={44}
                  leftSection={<IconX size={18} aria-hidden />}
                  onClick={() => void picker.choose(null)}
                >
                  Quitar foto
                </Button>
              )}
            </Group>
            <Text id="photo-hint" size="sm" c="gray.7">
              JPEG, PNG o WebP. Se reduce en tu teléfono antes de enviarla.
            </Text>
            {photo.processing && (
              <Group gap="xs" role="status">
                <Loader size="xs" aria-hidden />
                <Text size="sm">Preparando la foto...</Text>
              </Group>
            )}
            {photo.error && (
              <Text role="alert" size="sm" c="red.9">
                {photo.error}
              </Text>
            )}
          </Stack>
          <Button
            type="submit"
            size="md"
            mih={48}
            fullWidth
            loading={create.isPending}
            disabled={photo.processing}
          >
            Publicar
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

/** /comunidad/nueva: write a post (type, title, message, a photo compressed on the phone). */
export default function NewPostPage() {
  useDocumentTitle('Nueva publicación · Koinonia');
  const { mayWrite } = useWriter();
  return (
    <Stack gap="sm">
      <BackToFeed />
      <Title order={1} fz="h2">
        Nueva publicación
      </Title>
      {mayWrite ? <PostForm /> : <GuestNotice />}
    </Stack>
  );
}
