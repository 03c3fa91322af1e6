import { z } from 'zod';
import { roleSchema } from '../members/members.schemas.ts';

export const loginBodySchema = z.object({
  email: z.string().trim().toLowerCase().min(1, 'El correo electrónico es requerido'),
  password: z.string().min(1, 'La contraseña es requerida'),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const userTypeSchema = z.enum(['community', 'user']);

export const sessionUserSchema = z.object({
  id: z.string(),
  role: roleSchema.nullable(),
  communityId: z.string().nullable(),
  email: z.string(),
  name: z.string(),
  type: userTypeSchema,
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginResponseSchema = z.object({
  access_token: z.string(),
  user: sessionUserSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const registerBodySchema = z.object({
  name: z
    .string()
    .trim()
    .min(3, 'El nombre debe tener al menos 3 caracteres')
    .max(120, 'El nombre no puede superar 120 caracteres'),
  email: z.string().trim().toLowerCase().email('El correo electrónico no es válido'),
  password: z
    .string()
    .min(8, 'La contraseña debe tener al menos 8 caracteres')
    .max(200, 'La contraseña es demasiado larga'),
  documentNumber: z
    .string()
    .trim()
    .min(4, 'El número de documento debe tener al menos 4 caracteres')
    .max(20, 'El número de documento no puede superar 20 caracteres')
    .regex(/^[A-Za-z0-9-]+$/, 'El número de documento solo puede contener letras, números y guiones'),
  phone: z
    .string()
    .trim()
    .max(20, 'El teléfono no puede superar 20 caracteres')
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const registeredUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  documentNumber: z.string(),
  phone: z.string().nullable(),
  createdAt: z.string(),
});
