import { CreateFirstButton, EmptyState } from '@koinonia/ui/components/empty-state';
import { formatCount } from '@koinonia/ui/format-number';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { IconPray } from '@tabler/icons-react';
import { effectiveness } from '../lib/prayer-stats';

/** The banner over the grid (spec section 2): shown, answered, active and effectiveness, from the server. */
export function PrayersSummaryBanner({
  summary,
}: {
  summary: { shown: number; answered: number; active: number };
}) {
  const items = [
    { label: 'Mostradas', value: formatCount(summary.shown) },
    { label: 'Respondidas', value: formatCount(summary.answered) },
    { label: 'Activas', value: formatCount(summary.active) },
    { label: 'Efectividad', value: `${effectiveness(summary)}%` },
  ];
  return (
    <Paper withBorder radius="md" p="sm" bg="violet.0" component="section" aria-label="Resumen de oraciones">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="dl" m={0}>
        {items.map((item) => (
          <div key={item.label}>
            <Text component="dt" size="xs" fw={600} c="gray.8">
              {item.label}
            </Text>
            <Text component="dd" m={0} fz="xl" fw={700} lh={1.2}>
              {item.value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}

/** No prayers (spec section 2): 'Crear Primera Oracion' (verbatim). */
export function PrayersEmptyState({ filtered, onCreate }: { filtered: boolean; onCreate: () => void }) {
  return (
    <EmptyState
      icon={<IconPray size={30} aria-hidden />}
      title="No hay oraciones"
      text={
        filtered
          ? 'Ninguna oración coincide con los filtros. Cambia o limpia los filtros.'
          : 'Aún no hay peticiones de oración en la comunidad.'
      }
      action={<CreateFirstButton label="Crear Primera Oracion" onClick={onCreate} />}
    />
  );
}
