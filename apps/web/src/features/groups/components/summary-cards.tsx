import type { GroupStatistics, Sector } from '@koinonia/shared/groups/groups.schemas';
import { SimpleGrid } from '@mantine/core';
import { IconChartPie, IconMap2, IconUsers, IconUsersGroup } from '@tabler/icons-react';
import { percent, plural } from '../lib/format';
import { SummaryCard } from './summary-card';

export interface SummaryCardsProps {
  statistics: GroupStatistics;
  sectors: Sector[];
}

/** The four overview figures (spec section 2, Resumen). */
export function SummaryCards({ statistics: s, sectors }: SummaryCardsProps) {
  const activeSectors = sectors.filter((x) => x.isActive).length;
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'xs', sm: 'md' }}>
      <SummaryCard
        testId="summary-groups"
        label="Grupos totales"
        value={String(s.totalGroups)}
        hint={plural(s.activeGroups, 'grupo activo', 'grupos activos')}
        icon={IconUsersGroup}
        color="violet"
      />
      <SummaryCard
        testId="summary-members"
        label="Miembros en grupos"
        value={`${s.totalMembers} / ${s.totalCapacity}`}
        hint="miembros de la capacidad total"
        icon={IconUsers}
        color="blue"
      />
      <SummaryCard
        testId="summary-occupancy"
        label="Ocupación"
        value={percent(s.occupancyRate)}
        hint={plural(s.availableSpaces, 'cupo libre', 'cupos libres')}
        icon={IconChartPie}
        color="teal"
      />
      <SummaryCard
        testId="summary-sectors"
        label="Sectores con grupos"
        value={`${s.sectorsWithGroups} / ${sectors.length}`}
        hint={plural(activeSectors, 'sector activo', 'sectores activos')}
        icon={IconMap2}
        color="orange"
      />
    </SimpleGrid>
  );
}
