import { z } from 'zod';

/**
 * Zod's own messages (type errors, missing fields) in Spanish, for the API and the forms alike. Every
 * schema takes `z` from here, so whatever loads a schema has the Spanish messages set.
 */
z.config(z.locales.es());

export { z };
