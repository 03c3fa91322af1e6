import { postBodySchema } from '@koinonia/shared/posts/posts.schemas';
import { CountedTextarea, CountedTextInput } from '@koinonia/ui/components/counted-text-input';
import { FormModal, SchemaForm } from '@koinonia/ui/components/form-modal';
import { notifySuccess } from '@koinonia/ui/notify';
import { requiredField } from '@koinonia/ui/required-field';
import { fieldBinders } from '@koinonia/ui/schema-form';
import { useImagePicker } from '@koinonia/ui/use-image-picker';
import { useSchemaForm } from '@koinonia/ui/use-schema-form';
import { FileInput, Grid, Group, Image, Loader, Select, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import type { PostTypeOption } from '../api/get-post-types';
import { useCreatePost } from '../api/post-mutations';
import { postFallbacks } from '../lib/post-errors';
import {
  blankMessageError,
  canSubmit,
  initialPostValues,
  type PostFormValues,
  postImageMessages,
  toPostFields,
  validatePost,
} from '../lib/post-form';
import { PostPreviewCard } from './post-preview-card';

interface CreatePostModalProps {
  opened: boolean;
  types: PostTypeOption[];
  onClose: () => void;
}

/** 'Crear Nueva Publicación' (spec section 2): the form beside its live preview. */
export function CreatePostModal({ opened, types, onClose }: CreatePostModalProps) {
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title="Crear Nueva Publicación"
      size="xl"
      fullScreenBelow="48em"
    >
      <CreatePostForm types={types} onClose={onClose} />
    </FormModal>
  );
}

function CreatePostForm({ types, onClose }: Omit<CreatePostModalProps, 'opened'>) {
  const picker = useImagePicker(postImageMessages);
  const create = useCreatePost();
  const form = useSchemaForm<PostFormValues>({
    initialValues: initialPostValues,
    validate: validatePost,
    extraProblems: () => (picker.state.error ? [picker.state.error] : []),
    ready: () => !picker.state.processing,
    saveFallback: postFallbacks.create,
    save: async (values) => {
      await create.mutateAsync({ ...toPostFields(values), image: picker.state.prepared?.blob ?? null });
      notifySuccess('La publicación se creó exitosamente', 'Publicación creada');
      onClose();
    },
  });
  const { values, errors, setField } = form;
  const bind = fieldBinders(values, errors, setField);
  // 'El mensaje es obligatorio' once the message has been left blank (the submit is disabled meanwhile).
  const [messageLeftBlank, setMessageLeftBlank] = useState<string | undefined>();
  const typeLabel = types.find((t) => t.value === values.type)?.label;

  return (
    <SchemaForm
      form={form}
      label="Crear nueva publicación"
      submitLabel="Publicar"
      saving={create.isPending}
      submitDisabled={!canSubmit(values, create.isPending) || picker.state.processing}
      saveErrorTitle={postFallbacks.create}
      onCancel={onClose}
    >
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="sm">
            <Select
              label="Tipo"
              data={types}
              {...bind.choice('type')}
              allowDeselect={false}
              {...requiredField}
            />
            <CountedTextInput
              label="Título (opcional)"
              schema={postBodySchema.shape.title}
              {...bind.value('title')}
            />
            <CountedTextarea
              label="Mensaje"
              schema={postBodySchema.shape.message}
              value={values.message}
              onChange={(v) => {
                setField('message', v);
                setMessageLeftBlank(undefined);
              }}
              onBlur={() => setMessageLeftBlank(blankMessageError(values))}
              error={errors.message ?? messageLeftBlank}
              autosize
              minRows={4}
              maxRows={10}
              {...requiredField}
            />
            <FileInput
              label="Imagen (opcional)"
              description="JPEG, PNG o WebP, hasta 10MB. Se ajusta y se comprime antes de enviarla."
              placeholder="Seleccionar imagen"
              accept="image/jpeg,image/png,image/webp"
              leftSection={<IconUpload size={16} aria-hidden />}
              clearable
              styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
              clearButtonProps={{ 'aria-label': 'Quitar la imagen seleccionada' }}
              value={picker.state.file}
              error={picker.state.error}
              onChange={picker.choose}
            />
            <div style={{ minHeight: 24 }}>
              {picker.state.processing && (
                <Group gap="xs" role="status">
                  <Loader size="xs" />
                  <Text size="sm">Procesando imagen...</Text>
                </Group>
              )}
              {picker.state.prepared && (
                <Group gap="md" align="center" wrap="nowrap">
                  <Image
                    src={picker.state.prepared.thumbnail}
                    alt="Vista previa de la imagen seleccionada"
                    maw={96}
                    radius="sm"
                  />
                  <Text size="sm" c="gray.7">
                    Lista para enviar: {picker.state.prepared.width}x{picker.state.prepared.height} px,{' '}
                    {picker.state.prepared.sizeKB}KB (JPEG)
                  </Text>
                </Group>
              )}
            </div>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <PostPreviewCard
            values={values}
            typeLabel={typeLabel}
            thumbnail={picker.state.prepared?.thumbnail ?? null}
          />
        </Grid.Col>
      </Grid>
    </SchemaForm>
  );
}
