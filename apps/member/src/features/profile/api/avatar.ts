import { AVATARS_PATH, type AvatarResponse } from '@koinonia/shared/users/avatars.schemas';
import { api } from '@koinonia/ui/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { myProfileQuery } from './my-profile';

/** Where a person's photo is served: /api/avatars/{file}, or its own http(s) address. */
export function avatarUrl(avatar: string | null | undefined): string | null {
  if (!avatar) return null;
  return avatar.startsWith('http') ? avatar : `${AVATARS_PATH}${encodeURIComponent(avatar)}`;
}

/** PUT /api/users/me/avatar (multipart, imageFile): the photo, already compressed on the phone. */
export function uploadAvatar(image: Blob): Promise<AvatarResponse> {
  const form = new FormData();
  form.append('imageFile', image, 'foto.jpg');
  return api<AvatarResponse>('/users/me/avatar', {
    method: 'PUT',
    body: form,
    fallback: 'No se pudo guardar tu foto. Inténtalo de nuevo.',
  });
}

/** DELETE /api/users/me/avatar: back to the initials. */
export function removeAvatar(): Promise<AvatarResponse> {
  return api<AvatarResponse>('/users/me/avatar', {
    method: 'DELETE',
    fallback: 'No se pudo quitar tu foto. Inténtalo de nuevo.',
  });
}

function useAvatarMutation<T>(mutationFn: (input: T) => Promise<AvatarResponse>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: ({ avatar }) =>
      client.setQueryData(myProfileQuery.queryKey, (profile) => (profile ? { ...profile, avatar } : profile)),
  });
}

export const useUploadAvatar = () => useAvatarMutation(uploadAvatar);
export const useRemoveAvatar = () => useAvatarMutation<void>(removeAvatar);
