import { sectorColorLabels } from '@koinonia/shared/groups/groups.labels';
import type { sectorIcons } from '@koinonia/shared/groups/groups.schemas';
import { Badge, type BadgeProps, ColorSwatch, ThemeIcon } from '@mantine/core';
import {
  IconBuilding,
  IconDroplet,
  IconHome,
  IconMapPin,
  IconMountain,
  IconPlant,
  IconRoad,
  IconTree,
  type TablerIcon,
} from '@tabler/icons-react';

export const sectorIconComponents: Record<(typeof sectorIcons)[number], TablerIcon> = {
  'map-pin': IconMapPin,
  house: IconHome,
  building: IconBuilding,
  tree: IconTree,
  mountain: IconMountain,
  water: IconDroplet,
  road: IconRoad,
  park: IconPlant,
};

/** The Spanish name of a sector colour ('Azul'), or the value itself when it is not a preset. */
export function colorLabel(color: string): string {
  return (sectorColorLabels as Record<string, string>)[color] ?? color;
}

/** The sector's icon on a tint of its colour (decorative: the name is always written next to it). */
export function SectorIcon({
  iconName,
  color,
  size = 36,
}: {
  iconName: string;
  color: string;
  size?: number;
}) {
  const Icon = sectorIconComponents[iconName as keyof typeof sectorIconComponents] ?? IconMapPin;
  return (
    <ThemeIcon size={size} color={color} variant="filled" aria-hidden>
      <Icon size={Math.round(size * 0.6)} aria-hidden />
    </ThemeIcon>
  );
}

/**
 * A sector's name in a neutral badge with a dot of its colour. The sector colours are mid-tones
 * (white on amber or green is under 4.5:1), so the text stays dark and the colour is only the dot.
 */
export function SectorBadge({ name, color, ...props }: { name: string; color: string } & BadgeProps) {
  return (
    <Badge
      variant="default"
      radius="sm"
      tt="none"
      fw={600}
      c="dark.7"
      leftSection={<ColorSwatch color={color} size={10} withShadow={false} aria-hidden />}
      {...props}
    >
      {name}
    </Badge>
  );
}

/**
 * 'Activo' / 'Inactivo' as a dot badge: dark text and a coloured dot (green-9 on the light green tint is
 * under 4.5:1, so the colour is carried by the dot, not the text).
 */
export function StatusBadge({ active, ...props }: { active: boolean } & BadgeProps) {
  return (
    <Badge variant="dot" color={active ? 'green.7' : 'gray.6'} c="dark.7" tt="none" fw={600} {...props}>
      {active ? 'Activo' : 'Inactivo'}
    </Badge>
  );
}
