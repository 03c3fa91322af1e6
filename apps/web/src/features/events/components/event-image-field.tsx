import { eventFieldsSchema } from '@koinonia/shared/events/events.schemas';
import { Button, FileInput, Group, Image, Loader, Text } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { CountedTextInput } from '../../../components/counted-text-input';
import type { EventImage } from '../lib/use-event-image';

interface EventImageFieldProps {
  image: EventImage;
  /** The address of the stored image (edit), or ''. */
  storedSrc: string;
  imageAlt: string;
  altError?: string;
  onAltChange: (value: string) => void;
}

/** The image (≤ 3MB, an image type), its preview, removing the stored one, and its alternative text. */
export function EventImageField({ image, storedSrc, imageAlt, altError, onAltChange }: EventImageFieldProps) {
  const { state } = image;
  const showStored =
    !!storedSrc && !state.prepared && !state.removeStored && !state.processing && !image.file;
  return (
    <>
      <FileInput
        label="Imagen del evento"
        description="JPEG, PNG o WebP, hasta 3MB. Se ajusta y se comprime antes de enviarla."
        placeholder="Seleccionar imagen"
        accept="image/jpeg,image/png,image/webp"
        leftSection={<IconUpload size={16} aria-hidden />}
        clearable
        styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
        clearButtonProps={{ 'aria-label': 'Quitar la imagen seleccionada' }}
        value={image.file}
        error={image.error}
        onChange={image.choose}
      />
      {state.processing && (
        <Group gap="xs" role="status">
          <Loader size="xs" aria-hidden />
          <Text size="sm">Procesando imagen...</Text>
        </Group>
      )}
      {state.prepared && (
        <Group gap="md" align="center" wrap="nowrap" data-testid="event-image-preview">
          <Image
            src={state.prepared.thumbnail}
            alt="Vista previa de la imagen seleccionada"
            maw={120}
            radius="sm"
          />
          <Text size="sm" c="gray.7">
            Lista para enviar: {state.prepared.width}x{state.prepared.height} px, {state.prepared.sizeKB}KB
            (JPEG)
          </Text>
        </Group>
      )}
      {showStored && (
        <Group gap="md" align="center">
          <Image src={storedSrc} alt="Imagen actual del evento" maw={120} radius="sm" />
          <Button
            variant="outline"
            color="red.9"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={image.removeStored}
          >
            Quitar imagen actual
          </Button>
        </Group>
      )}
      {state.removeStored && !state.prepared && (
        <Text size="sm" c="red.8">
          La imagen actual se quitará al guardar.
        </Text>
      )}
      <CountedTextInput
        label="Texto alternativo de la imagen"
        description="Describe la imagen para quienes usan lectores de pantalla"
        schema={eventFieldsSchema.shape.imageAlt}
        value={imageAlt}
        error={altError}
        onChange={onAltChange}
      />
    </>
  );
}
