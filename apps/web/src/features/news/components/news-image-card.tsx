import { newsFieldsSchema } from '@koinonia/shared/news/news.schemas';
import { Button, FileInput, Group, Image, Loader, Stack, Text } from '@mantine/core';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { CountedTextInput } from '../../../components/counted-text-input';
import type { ImagePickerState } from '../../../lib/use-image-picker';
import { FormSection } from './form-section';

interface NewsImageCardProps {
  picker: ImagePickerState;
  /** The address of the stored image (edit), or '' when there is none or it cannot be shown. */
  storedSrc: string;
  imageAlt: string;
  altError?: string;
  onChooseFile: (file: File | null) => void;
  onRemoveStored: () => void;
  onAltChange: (value: string) => void;
}

export function NewsImageCard(props: NewsImageCardProps) {
  const { picker, storedSrc } = props;
  const showStored = !!storedSrc && !picker.prepared && !picker.removeStored && !picker.processing;

  return (
    <FormSection icon={<IconPhoto size={20} aria-hidden />} title="Imagen">
      <FileInput
        label="Imagen de la noticia"
        description="JPEG, PNG o WebP, hasta 10MB. Se ajusta a 800x600 y se comprime antes de enviarla."
        placeholder="Seleccionar imagen"
        accept="image/jpeg,image/png,image/webp"
        leftSection={<IconUpload size={16} aria-hidden />}
        clearable
        styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
        clearButtonProps={{ 'aria-label': 'Quitar la imagen seleccionada' }}
        value={picker.file}
        error={picker.error}
        onChange={props.onChooseFile}
      />
      {picker.processing && (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm">Procesando imagen...</Text>
        </Group>
      )}
      {picker.prepared && (
        <Group gap="md" align="center" data-testid="news-image-preview">
          <Image
            src={picker.prepared.thumbnail}
            alt="Vista previa de la imagen seleccionada"
            maw={150}
            radius="sm"
          />
          <Text size="sm" c="gray.7">
            Lista para enviar: {picker.prepared.width}x{picker.prepared.height} px, {picker.prepared.sizeKB}KB
            (JPEG)
          </Text>
        </Group>
      )}
      {showStored && (
        <Group gap="md" align="center">
          <Image src={storedSrc} alt="Imagen actual de la noticia" maw={150} radius="sm" />
          <Button
            variant="outline"
            color="red.9"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={props.onRemoveStored}
          >
            Quitar imagen actual
          </Button>
        </Group>
      )}
      {picker.removeStored && !picker.prepared && (
        <Text size="sm" c="red.8">
          La imagen actual se quitará al guardar.
        </Text>
      )}
      <Stack gap={0}>
        <CountedTextInput
          label="Texto alternativo de la imagen"
          description="Describe la imagen para quienes usan lectores de pantalla"
          schema={newsFieldsSchema.shape.imageAlt}
          value={props.imageAlt}
          error={props.altError}
          onChange={props.onAltChange}
        />
      </Stack>
    </FormSection>
  );
}
