import { z } from '../zod-setup.ts';

/**
 * A person's profile picture. `avatar` is the stored file name (folder 'avatars'), as in every
 * author shape: the dashboard turns it into an address with the shared imageUrl helper (type
 * 'avatars'), the app asks /api/avatars/{file}; null means none (the clients show initials).
 */
export const avatarResponseSchema = z.object({ avatar: z.string().nullable() });
export type AvatarResponse = z.infer<typeof avatarResponseSchema>;

export { AVATARS_PATH } from '../images/image-url.ts';

export const avatarMessages = {
  required: 'Selecciona una imagen para tu foto de perfil',
} as const;

/** The text fields of PUT /users/me/avatar: none (the image goes as imageFile). */
export const avatarFormSchema = z.object({});
