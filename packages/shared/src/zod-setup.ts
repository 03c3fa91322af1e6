import { z } from 'zod';

/** Zod's own messages (type errors, missing fields) in Spanish, for the API and the forms alike. */
z.config(z.locales.es());

export { z };
