import { z } from '../zod-setup.ts';
import { meetingDays, sectorIcons } from './groups.schemas.ts';

/** What the members' app reads of groups: the active sectors and the map of the groups. */

/** At most this many sectors answer GET /groups/app-sectors (a community has a few dozen). */
export const APP_SECTORS_LIMIT = 500;
/** At most this many groups answer GET /groups/map; `truncated` says when there were more. */
export const GROUPS_MAP_LIMIT = 2000;

/** GET /groups/app-sectors: an active sector and how many active groups it has. */
export const appSectorSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  iconName: z.enum(sectorIcons),
  color: z.string(),
  groupCount: z.number().int(),
});
export type AppSector = z.infer<typeof appSectorSchema>;

/** One group on the map: an active group, of an active sector, with coordinates. */
export const groupMapPointSchema = z.object({
  id: z.string(),
  name: z.string(),
  sector: z.object({ id: z.string(), name: z.string(), color: z.string() }),
  lat: z.number(),
  lng: z.number(),
  meeting: z.object({ day: z.enum(meetingDays), time: z.string() }),
});
export type GroupMapPoint = z.infer<typeof groupMapPointSchema>;

/** GET /groups/map: the groups with coordinates, in the list's order, and whether some were left out. */
export const groupsMapSchema = z.object({
  items: z.array(groupMapPointSchema),
  truncated: z.boolean(),
});
export type GroupsMap = z.infer<typeof groupsMapSchema>;
