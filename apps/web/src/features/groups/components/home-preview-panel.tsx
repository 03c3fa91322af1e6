import type { Group as GroupItem } from '@koinonia/shared/groups/groups.schemas';
import { Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDeviceMobile } from '@tabler/icons-react';
import { SectorBadge } from './sector-visuals';

export interface HomePreviewPanelProps {
  /** The groups the app's home shows now (GET /groups/preview). */
  preview: GroupItem[];
  averageGroupSize: number;
  activeSectors: number;
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0} align="center" ta="center">
      <Text fz={24} fw={700} lh={1.2}>
        {value}
      </Text>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
    </Stack>
  );
}

/** What the mobile app's home shows of the groups. */
export function HomePreviewPanel({ preview, averageGroupSize, activeSectors }: HomePreviewPanelProps) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="home-preview-title">
      <Group gap="sm" wrap="nowrap" align="flex-start" mb="sm">
        <ThemeIcon variant="light" color="grape" size="lg" aria-hidden>
          <IconDeviceMobile size={20} aria-hidden />
        </ThemeIcon>
        <div>
          <Title order={2} size="h4" id="home-preview-title">
            Vista previa en la app
          </Title>
          <Text size="sm" c="gray.7">
            Grupos activos marcados para aparecer en el inicio de la aplicación móvil.
          </Text>
        </div>
      </Group>
      <SimpleGrid cols={3} spacing="xs" data-testid="home-preview-figures">
        <Figure label="en el inicio" value={String(preview.length)} />
        <Figure
          label="miembros por grupo (promedio)"
          value={averageGroupSize.toLocaleString('es-CO', { maximumFractionDigits: 1 })}
        />
        <Figure label="sectores activos" value={String(activeSectors)} />
      </SimpleGrid>
      {preview.length > 0 && (
        <>
          <Text size="sm" fw={600} mt="md" mb={6}>
            Se muestran en el inicio
          </Text>
          <Group gap={6}>
            {preview.map((g) => (
              <SectorBadge key={g.id} name={g.name} color={g.sector.color} />
            ))}
          </Group>
        </>
      )}
    </Paper>
  );
}
