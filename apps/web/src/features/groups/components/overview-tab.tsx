import type { Group, GroupStatistics, Sector } from '@koinonia/shared/groups/groups.schemas';
import { SimpleGrid, Stack } from '@mantine/core';
import { HomePreviewPanel } from './home-preview-panel';
import { OverviewAdvice } from './overview-advice';
import { SummaryCards } from './summary-cards';
import { TopSectorsPanel } from './top-sectors-panel';

export interface OverviewTabProps {
  statistics: GroupStatistics;
  sectors: Sector[];
  /** The groups the app's home shows (GET /groups/preview). */
  preview: Group[];
}

/** Resumen: the four figures, the top sectors, the app's home preview and the advice. */
export function OverviewTab({ statistics, sectors, preview }: OverviewTabProps) {
  return (
    <Stack gap="md">
      <SummaryCards statistics={statistics} sectors={sectors} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <TopSectorsPanel sectors={sectors} />
        <HomePreviewPanel
          preview={preview}
          averageGroupSize={statistics.averageGroupSize}
          activeSectors={sectors.filter((s) => s.isActive).length}
        />
      </SimpleGrid>
      <OverviewAdvice statistics={statistics} sectors={sectors} previewCount={preview.length} />
    </Stack>
  );
}
