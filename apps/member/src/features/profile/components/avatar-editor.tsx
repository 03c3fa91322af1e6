import { errorMessage } from '@koinonia/ui/api-client';
import { initialsOf } from '@koinonia/ui/initials';
import { ImagePreparationError, prepareImage } from '@koinonia/ui/prepare-image';
import { Avatar, Button, FileButton, Group, Loader, Overlay, Stack, Text } from '@mantine/core';
import { IconCamera, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { avatarUrl, useRemoveAvatar, useUploadAvatar } from '../api/avatar';
import type { MyProfile } from '../api/my-profile';

const ACCEPT = 'image/jpeg,image/png,image/webp';

/** Resolves once the browser has the image (or could not get it): the new photo replaces the preview with no blink. */
function preload(src: string): Promise<void> {
  return new Promise((resolve) => {
    const img = new Image();
    img.onload = () => resolve();
    img.onerror = () => resolve();
    img.src = src;
  });
}

/**
 * The person's photo: 'Cambiar foto' compresses the chosen image on the phone (at most 800x600 JPEG,
 * under 500 KB), shows it at once and uploads it; 'Quitar foto' goes back to the initials. `children`
 * (the name) go between the photo and its buttons.
 */
export function AvatarEditor({ profile, children }: { profile: MyProfile; children?: ReactNode }) {
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const stored = avatarUrl(profile.avatar);
  const src = preview ?? stored;

  async function choose(file: File | null) {
    if (!file) return;
    setError(null);
    setDone(null);
    setBusy(true);
    try {
      const prepared = await prepareImage(file);
      setPreview(prepared.thumbnail);
      const { avatar } = await upload.mutateAsync(prepared.blob);
      const url = avatarUrl(avatar);
      if (url) await preload(url);
      setDone('Tu foto se actualizó.');
    } catch (err) {
      setError(
        err instanceof ImagePreparationError
          ? err.message
          : errorMessage(err, 'No se pudo guardar tu foto. Inténtalo de nuevo.'),
      );
    } finally {
      setPreview(null);
      setBusy(false);
    }
  }

  async function removePhoto() {
    setError(null);
    setDone(null);
    try {
      await remove.mutateAsync();
      setDone('Quitaste tu foto.');
    } catch (err) {
      setError(errorMessage(err, 'No se pudo quitar tu foto. Inténtalo de nuevo.'));
    }
  }

  return (
    <Stack align="center" gap="sm">
      <div style={{ position: 'relative', borderRadius: '50%', overflow: 'hidden' }}>
        <Avatar
          src={src}
          size={112}
          radius={112}
          color="violet"
          alt={src ? `Foto de ${profile.name}` : undefined}
          data-testid="profile-avatar"
        >
          {initialsOf(profile.name)}
        </Avatar>
        {busy && (
          <Overlay color="#fff" backgroundOpacity={0.6} center>
            <Loader size="sm" aria-hidden />
          </Overlay>
        )}
      </div>
      {children}
      <Group gap="xs" justify="center">
        <FileButton onChange={(file) => void choose(file)} accept={ACCEPT} disabled={busy}>
          {(props) => (
            <Button
              {...props}
              variant="light"
              mih={44}
              loading={busy}
              leftSection={<IconCamera size={18} aria-hidden />}
            >
              {stored ? 'Cambiar foto' : 'Añadir foto'}
            </Button>
          )}
        </FileButton>
        {stored && !busy && (
          <Button
            variant="subtle"
            color="red"
            c="red.9"
            mih={44}
            loading={remove.isPending}
            leftSection={<IconTrash size={18} aria-hidden />}
            onClick={() => void removePhoto()}
          >
            Quitar foto
          </Button>
        )}
      </Group>
      <Text role="status" size="sm" c="gray.7" ta="center">
        {busy ? 'Guardando tu foto...' : done}
      </Text>
      {error && (
        <Text role="alert" size="sm" c="red.9" ta="center">
          {error}
        </Text>
      )}
    </Stack>
  );
}
