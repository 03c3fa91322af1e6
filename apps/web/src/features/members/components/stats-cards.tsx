import { statsFilterLabels } from '@koinonia/shared/members/members.labels';
import type { DashboardStats, StatsFilter } from '@koinonia/shared/members/members.schemas';
import { statsFilters } from '@koinonia/shared/members/members.schemas';
import { errorMessage } from '@koinonia/ui/api-client';
import { StatusAlert } from '@koinonia/ui/components/status-alert';
import { SimpleGrid } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCrown,
  IconHeartHandshake,
  IconUserCheck,
  IconUserOff,
  IconUserQuestion,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { StatCard } from './stat-card';

interface CardConfig {
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  color: string;
  value: (s: DashboardStats) => number;
  hint: string;
}

const cards: Record<StatsFilter, CardConfig> = {
  total: { icon: IconUsers, color: 'violet', value: (s) => s.totalUsuarios, hint: 'Activos e inactivos' },
  oficiales: {
    icon: IconUserCheck,
    color: 'green',
    value: (s) => s.oficiales,
    hint: 'Activos, sin invitados',
  },
  pastores: {
    icon: IconCrown,
    color: 'grape',
    value: (s) => s.desgloseRolesActivos.pastores,
    hint: 'Administradores',
  },
  ayudantes: {
    icon: IconHeartHandshake,
    color: 'blue',
    value: (s) => s.desgloseRolesActivos.ayudantes,
    hint: 'Administradores de sección',
  },
  miembros: {
    icon: IconUsersGroup,
    color: 'teal',
    value: (s) => s.desgloseRolesActivos.miembros,
    hint: 'Miembros activos',
  },
  invitados: { icon: IconUserQuestion, color: 'orange', value: (s) => s.invitados, hint: 'Por confirmar' },
  inactivos: { icon: IconUserOff, color: 'red', value: (s) => s.miembrosInactivados, hint: 'Sin acceso' },
};

export interface StatsCardsProps {
  stats: DashboardStats | undefined;
  isLoading: boolean;
  error: unknown;
  activeFilter: StatsFilter | null;
  onToggle: (filter: StatsFilter) => void;
}

/** Seven statistics cards that double as filters of the member table. */
export function StatsCards({ stats, isLoading, error, activeFilter, onToggle }: StatsCardsProps) {
  return (
    <>
      {error ? (
        <StatusAlert
          color="yellow"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title="No se pudieron cargar las estadísticas"
        >
          {errorMessage(error, 'Error al cargar estadísticas')}
        </StatusAlert>
      ) : null}
      <SimpleGrid
        cols={{ base: 2, xs: 3, sm: 4, lg: 7 }}
        spacing="sm"
        role="group"
        aria-label="Estadísticas y filtros"
      >
        {statsFilters.map((filter) => {
          const config = cards[filter];
          return (
            <StatCard
              key={filter}
              label={statsFilterLabels[filter]}
              hint={config.hint}
              value={stats ? config.value(stats) : null}
              loading={isLoading}
              icon={config.icon}
              color={config.color}
              active={activeFilter === filter}
              onClick={() => onToggle(filter)}
            />
          );
        })}
      </SimpleGrid>
    </>
  );
}
