import {
  type GroupStatistics,
  LOW_OCCUPANCY_PERCENT,
  type Sector,
} from '@koinonia/shared/groups/groups.schemas';
import { Alert, Stack } from '@mantine/core';
import {
  IconChartArrowsVertical,
  IconCircleCheck,
  IconMapPinOff,
  IconStar,
  IconUsersGroup,
} from '@tabler/icons-react';
import { percent } from '../lib/format';

export interface OverviewAdviceProps {
  statistics: GroupStatistics;
  sectors: Sector[];
  previewCount: number;
}

/** The tinted alerts' own title colours (yellow, orange) are under 4.5:1: titles in dark text. */
const darkTitle = { title: { color: 'var(--mantine-color-dark-7)' } };

const listFormat = new Intl.ListFormat('es', { style: 'long', type: 'conjunction' });

/** Suggestions from the figures: low occupancy, nothing on the app's home, sectors without groups. */
export function OverviewAdvice({ statistics, sectors, previewCount }: OverviewAdviceProps) {
  const empty = sectors.filter((s) => s.groupCount === 0);
  const lowOccupancy = statistics.totalCapacity > 0 && statistics.occupancyRate < LOW_OCCUPANCY_PERCENT;
  const noPreview = statistics.totalGroups > 0 && previewCount === 0;
  const allGood = !lowOccupancy && !noPreview && empty.length === 0 && statistics.totalGroups > 0;

  return (
    <Stack gap="sm" component="section" aria-label="Recomendaciones">
      {lowOccupancy && (
        <Alert
          styles={darkTitle}
          color="yellow"
          title="Ocupación baja"
          icon={<IconChartArrowsVertical aria-hidden />}
        >
          Los grupos activos están al {percent(statistics.occupancyRate)} de su capacidad (menos del{' '}
          {LOW_OCCUPANCY_PERCENT} %). Invita a nuevos miembros, anima a los líderes a compartir su grupo o
          ajusta la capacidad de los grupos.
        </Alert>
      )}
      {noPreview && (
        <Alert
          styles={darkTitle}
          color="blue"
          title="Ningún grupo en el inicio de la app"
          icon={<IconStar aria-hidden />}
        >
          Marca «Mostrar en el inicio de la app» en los grupos que quieras destacar para que tu comunidad los
          encuentre al abrir la aplicación.
        </Alert>
      )}
      {empty.length > 0 && (
        <Alert
          styles={darkTitle}
          color="orange"
          title={empty.length === 1 ? 'Un sector sin grupos' : `${empty.length} sectores sin grupos`}
          icon={<IconMapPinOff aria-hidden />}
        >
          {empty.length === 1 ? 'El sector ' : 'Los sectores '}
          <strong>{listFormat.format(empty.map((s) => s.name))}</strong>{' '}
          {empty.length === 1 ? 'todavía no tiene' : 'todavía no tienen'} grupos. Crea un grupo allí o
          desactívalo si ya no se usa.
        </Alert>
      )}
      {statistics.totalGroups === 0 && (
        <Alert
          styles={darkTitle}
          color="blue"
          title="Aún no hay grupos"
          icon={<IconUsersGroup aria-hidden />}
        >
          {sectors.length === 0
            ? 'Crea primero un sector en la pestaña Sectores y después los grupos de cada zona.'
            : 'Crea el primer grupo en la pestaña Grupos para que tu comunidad encuentre dónde reunirse.'}
        </Alert>
      )}
      {allGood && (
        <Alert styles={darkTitle} color="green" title="Todo en orden" icon={<IconCircleCheck aria-hidden />}>
          Tus grupos tienen buena ocupación, hay grupos destacados en la app y todos los sectores tienen
          grupos.
        </Alert>
      )}
    </Stack>
  );
}
