import { CloseButton, FileInput, Group, Image, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { type SchoolImageKind, schoolImageProblem, schoolImageTypes } from '../lib/school-image';

export interface SchoolImageState {
  file: File | null;
  error: string | null;
}

export const emptyImage: SchoolImageState = { file: null, error: null };

/** Checks a chosen file (type, then 5MB); a refused file is kept to show its name beside the message. */
export function chooseSchoolImage(file: File | null, kind: SchoolImageKind): SchoolImageState {
  if (!file) return emptyImage;
  return { file, error: schoolImageProblem(file, kind) };
}

interface SchoolImageInputProps {
  kind: SchoolImageKind;
  label: string;
  /** The hint under the input ('JPG, PNG, GIF · máximo 5MB'). */
  description: string;
  value: SchoolImageState;
  onChange: (state: SchoolImageState) => void;
  /** The stored image (edit), shown while no new file is chosen. */
  storedSrc?: string | null;
  storedAlt?: string;
  disabled?: boolean;
}

/**
 * The school's image upload (spec §2, §5): the file input with its refusal, and the preview (at most
 * 200 px high) with the file's name. The file is sent as chosen; the server re-encodes it.
 */
export function SchoolImageInput({
  kind,
  label,
  description,
  value,
  onChange,
  storedSrc,
  storedAlt,
  disabled,
}: SchoolImageInputProps) {
  const [preview, setPreview] = useState<string | null>(null);
  const file = value.error ? null : value.file;
  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  return (
    <Stack gap="xs">
      <FileInput
        label={label}
        description={description}
        placeholder="Seleccionar imagen"
        accept={schoolImageTypes[kind].filter((t) => t !== 'image/jpg').join(',')}
        leftSection={<IconUpload size={16} aria-hidden />}
        styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
        value={value.file}
        error={value.error}
        disabled={disabled}
        onChange={(f) => onChange(chooseSchoolImage(f, kind))}
        rightSection={
          value.file && !disabled ? (
            <CloseButton
              size="sm"
              aria-label="Quitar la imagen seleccionada"
              onClick={() => onChange(emptyImage)}
            />
          ) : null
        }
      />
      {preview && value.file ? (
        <Group gap="sm" align="flex-start" wrap="wrap" data-testid={`${kind}-image-preview`}>
          <Image
            src={preview}
            alt="Vista previa de la imagen seleccionada"
            mah={200}
            w="auto"
            maw="100%"
            fit="contain"
            radius="sm"
          />
          <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
            {value.file.name}
          </Text>
        </Group>
      ) : storedSrc && !value.file ? (
        <Image
          src={storedSrc}
          alt={storedAlt ?? 'Imagen actual'}
          mah={200}
          w="auto"
          maw="100%"
          fit="contain"
          radius="sm"
        />
      ) : null}
    </Stack>
  );
}
