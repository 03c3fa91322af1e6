import { z } from '../zod-setup.ts';

/**
 * A person's account as the API returns it. Every other shape of a user (the session user, a
 * member's user, the profile, a leader option, a lookup) picks from or extends this one.
 */
export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  documentNumber: z.string(),
  phone: z.string().nullable(),
  createdAt: z.string(),
});
