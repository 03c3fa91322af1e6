import { optionalText } from '../common/fields.ts';
import { z } from '../zod-setup.ts';

export const communityNameSchema = z
  .string({ error: 'El nombre es requerido' })
  .trim()
  .min(1, { error: 'El nombre es requerido', abort: true })
  .min(3, 'El nombre debe tener al menos 3 caracteres')
  .max(120, 'El nombre no puede superar 120 caracteres');

export const communityBodySchema = z.object({
  name: communityNameSchema,
  description: optionalText(1000, 'La descripción no puede superar 1000 caracteres'),
});
export type CommunityBody = z.input<typeof communityBodySchema>;

export const communitySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  createdAt: z.string(),
  _count: z.object({ memberships: z.number().int() }),
});
export type Community = z.infer<typeof communitySchema>;
