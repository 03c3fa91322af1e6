import { z } from '../zod-setup.ts';

/**
 * GET /app/config: what the members' app takes from the server's configuration. The map's tiles:
 * a Leaflet URL template ({z}/{x}/{y}, maybe {s}) and its attribution (HTML, with a link).
 */
export const appConfigSchema = z.object({
  map: z.object({ tileUrl: z.string(), attribution: z.string() }),
});
export type AppConfig = z.infer<typeof appConfigSchema>;
