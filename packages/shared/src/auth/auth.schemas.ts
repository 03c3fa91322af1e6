import { EMAIL_MAX_LENGTH } from '../common/limits.ts';
import { roleSchema } from '../members/members.schemas.ts';
import { userSchema } from '../users/users.schemas.ts';
import { z } from '../zod-setup.ts';

const emailTooLong = `El correo electrónico no puede superar ${EMAIL_MAX_LENGTH} caracteres`;

export const loginBodySchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, 'El correo electrónico es requerido')
    .max(EMAIL_MAX_LENGTH, emailTooLong),
  password: z.string().min(1, 'La contraseña es requerida').max(200, 'La contraseña es demasiado larga'),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

const userTypeSchema = z.enum(['community', 'user']);

/** The signed-in person, as the login answers it and the web app keeps it. */
const sessionUserSchema = z.object({
  id: userSchema.shape.id,
  role: roleSchema.nullable(),
  communityId: z.string().nullable(),
  email: userSchema.shape.email,
  name: userSchema.shape.name,
  type: userTypeSchema,
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginResponseSchema = z.object({
  access_token: z.string(),
  user: sessionUserSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const passwordMessages = {
  min: 'La contraseña debe tener al menos 8 caracteres',
  max: 'La contraseña es demasiado larga',
  blank: 'La contraseña no puede estar formada solo por espacios',
  personal: 'La contraseña no puede ser igual a tu correo electrónico ni a tu número de documento',
  common: 'Esta contraseña es demasiado común. Elige una más difícil de adivinar.',
} as const;

/** A new password: 8 to 200 characters, not only spaces. */
export const newPasswordSchema = z
  .string()
  .min(8, passwordMessages.min)
  .max(200, passwordMessages.max)
  .refine((v) => v.trim().length > 0, passwordMessages.blank);

/** Refuses a password equal to the account's own email or document number (any case, any spaces). */
function refinePersonalPassword(
  value: { password: string; email?: string; documentNumber?: string },
  ctx: z.RefinementCtx,
) {
  const password = value.password.trim().toLowerCase();
  const personal = [value.email, value.documentNumber].filter(Boolean).map((v) => v!.trim().toLowerCase());
  if (personal.includes(password)) {
    ctx.addIssue({ code: 'custom', path: ['password'], message: passwordMessages.personal });
  }
}

export const registerBodySchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(3, 'El nombre debe tener al menos 3 caracteres')
      .max(120, 'El nombre no puede superar 120 caracteres'),
    email: z
      .string()
      .trim()
      .toLowerCase()
      .max(EMAIL_MAX_LENGTH, emailTooLong)
      .email('El correo electrónico no es válido'),
    password: newPasswordSchema,
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
  })
  .superRefine(refinePersonalPassword);
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** What POST /auth/register answers: the new account, as every user is answered. */
export const registeredUserSchema = userSchema;
