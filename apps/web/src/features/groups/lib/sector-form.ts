import {
  type Sector,
  type SectorBody,
  sectorBodySchema,
  sectorColors,
  sectorIcons,
} from '@koinonia/shared/groups/groups.schemas';
import { type FieldErrors, firstPartField, schemaErrors } from '@koinonia/ui/schema-form';

export type SectorIconName = (typeof sectorIcons)[number];
export type SectorColor = (typeof sectorColors)[number];

export interface SectorFormValues {
  name: string;
  description: string;
  iconName: SectorIconName;
  color: SectorColor;
  displayOrder: number | string;
  isActive: boolean;
}

export type SectorFormErrors = FieldErrors<SectorFormValues>;

const isPreset = (color: string): color is SectorColor => (sectorColors as readonly string[]).includes(color);

export function initialSectorValues(sector?: Sector | null): SectorFormValues {
  return {
    name: sector?.name ?? '',
    description: sector?.description ?? '',
    iconName: sector?.iconName ?? sectorIcons[0],
    color: sector && isPreset(sector.color) ? sector.color : sectorColors[0],
    displayOrder: sector?.displayOrder ?? 0,
    isActive: sector?.isActive ?? true,
  };
}

export function toSectorPayload(values: SectorFormValues): SectorBody {
  return {
    name: values.name.trim(),
    description: values.description.trim() || null,
    iconName: values.iconName,
    color: values.color,
    displayOrder: values.displayOrder === '' ? 0 : Number(values.displayOrder),
    isActive: values.isActive,
  };
}

export function validateSector(values: SectorFormValues): SectorFormErrors {
  return schemaErrors(sectorBodySchema, toSectorPayload(values), firstPartField(values));
}
