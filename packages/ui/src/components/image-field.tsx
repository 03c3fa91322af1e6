import { Button, FileInput, Group, Image, Loader, Text } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import type { z } from 'zod';
import type { ImagePickerState } from '../use-image-picker';
import { CountedTextInput } from './counted-text-input';

interface ImageFieldProps {
  label: string;
  /** The accepted types and size, said to the person. */
  description: string;
  /** The stored image's alternative text in the form ('Imagen actual del evento'). */
  storedAlt: string;
  previewTestId: string;
  picker: ImagePickerState;
  /** The address of the stored image (edit), or '' when there is none or it cannot be shown. */
  storedSrc: string;
  onChooseFile: (file: File | null) => void;
  onRemoveStored: () => void;
  /** The shared schema of the alternative text (its limit and counter). */
  altSchema: z.ZodType;
  imageAlt: string;
  altError?: string;
  onAltChange: (value: string) => void;
}

/**
 * A form's image (the shared picker's state): the file input with its refusal, 'Procesando imagen...',
 * the prepared preview with its size, the stored image with 'Quitar imagen actual', and the alternative
 * text with its counter.
 */
export function ImageField(props: ImageFieldProps) {
  const { picker, storedSrc } = props;
  const showStored = !!storedSrc && !picker.prepared && !picker.removeStored && !picker.processing;
  return (
    <>
      <FileInput
        label={props.label}
        description={props.description}
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
          <Loader size="xs" aria-hidden />
          <Text size="sm">Procesando imagen...</Text>
        </Group>
      )}
      {picker.prepared && (
        <Group gap="md" align="center" wrap="nowrap" data-testid={props.previewTestId}>
          <Image
            src={picker.prepared.thumbnail}
            alt="Vista previa de la imagen seleccionada"
            maw={120}
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
          <Image src={storedSrc} alt={props.storedAlt} maw={120} radius="sm" />
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
      <CountedTextInput
        label="Texto alternativo de la imagen"
        description="Describe la imagen para quienes usan lectores de pantalla"
        schema={props.altSchema}
        value={props.imageAlt}
        error={props.altError}
        onChange={props.onAltChange}
      />
    </>
  );
}
