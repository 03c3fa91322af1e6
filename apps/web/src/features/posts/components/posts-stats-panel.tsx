import type { PostStats } from '@koinonia/shared/posts/posts.schemas';
import { errorMessage } from '@koinonia/ui/api-client';
import { LoadError } from '@koinonia/ui/components/load-error';
import { formatCount, formatOneDecimal } from '@koinonia/ui/format-number';
import {
  Button,
  Collapse,
  Flex,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IconChartBar, IconChevronDown, IconHeart, IconNotes, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { PostTypeOption } from '../api/get-post-types';
import { engagementAverage } from '../lib/post-stats';
import { PostTypeStatTile } from './post-type-stat-tile';

interface PostsStatsPanelProps {
  stats: PostStats | undefined;
  types: PostTypeOption[];
  loading: boolean;
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}

const BY_TYPE_ID = 'posts-stats-by-type';
const typeGridCols = { base: 1, xs: 2, md: 3, lg: 4 };

function SummaryCard({
  icon,
  color,
  label,
  value,
}: {
  icon: ReactNode;
  color: string;
  label: string;
  value: string;
}) {
  // On a phone the three cards share one row: the number first, its label under it, no icon.
  return (
    <Paper withBorder p={{ base: 'xs', sm: 'md' }} radius="md">
      <Group gap="sm" wrap="nowrap" align="center">
        <ThemeIcon size={40} radius="md" variant="light" color={color} aria-hidden visibleFrom="sm">
          {icon}
        </ThemeIcon>
        <Flex direction={{ base: 'column-reverse', sm: 'column' }} style={{ minWidth: 0 }}>
          <Text fz={{ base: 'xs', sm: 'sm' }} c="gray.7" lh={1.3}>
            {label}
          </Text>
          <Text fw={700} fz={{ base: 'lg', sm: 'xl' }} lh={1.2}>
            {value}
          </Text>
        </Flex>
      </Group>
    </Paper>
  );
}

/** Whether the pastor opened the statistics by type, remembered in this browser. */
const OPENED_KEY = 'koinonia.posts.statsByTypeOpened';

/**
 * Statistics panel (spec section 2): totals, engagement average and each type's share. The eleven type
 * tiles fold into one line, 'Estadísticas por tipo (11)' (aria-expanded), closed until the pastor opens
 * it, and the browser remembers the choice: the grid starts in the first screen, on a laptop and a phone.
 */
export function PostsStatsPanel({ stats, types, loading, error, retrying, onRetry }: PostsStatsPanelProps) {
  const labelOf = (type: string) => types.find((t) => t.value === type)?.label;
  const [opened, setOpened] = useLocalStorage<boolean>({
    key: OPENED_KEY,
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  const byTypeCount = stats?.byType.length ?? types.length;

  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'md' }}
      radius="md"
      component="section"
      aria-labelledby="posts-stats-title"
    >
      <Group gap="xs" mb="sm">
        <IconChartBar size={20} aria-hidden />
        <Title order={2} size="h4" id="posts-stats-title">
          Estadísticas
        </Title>
      </Group>
      {error && !stats ? (
        <LoadError
          size="sm"
          message={errorMessage(error, 'No se pudieron cargar las estadísticas')}
          title="No se pudieron cargar las estadísticas"
          onRetry={onRetry}
          retrying={retrying}
        />
      ) : loading || !stats ? (
        <Stack gap="sm" aria-busy="true">
          <VisuallyHidden role="status">Cargando estadísticas...</VisuallyHidden>
          <SimpleGrid cols={3} spacing={{ base: 'xs', sm: 'sm' }}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={66} radius="md" />
            ))}
          </SimpleGrid>
          {opened ? (
            <SimpleGrid cols={typeGridCols} spacing="sm">
              {types.map((t) => (
                <Skeleton key={t.value} height={86} radius="md" />
              ))}
            </SimpleGrid>
          ) : (
            <Skeleton height={36} radius="md" />
          )}
        </Stack>
      ) : (
        <Stack gap="sm">
          <SimpleGrid cols={3} spacing={{ base: 'xs', sm: 'sm' }}>
            <SummaryCard
              icon={<IconNotes size={22} aria-hidden />}
              color="violet"
              label="Publicaciones activas"
              value={formatCount(stats.totalPosts)}
            />
            <SummaryCard
              icon={<IconTrash size={22} aria-hidden />}
              color="red"
              label="Eliminadas"
              value={formatCount(stats.totalDeleted)}
            />
            <SummaryCard
              icon={<IconHeart size={22} aria-hidden />}
              color="pink"
              label="Interacción promedio por publicación"
              value={formatOneDecimal(engagementAverage(stats))}
            />
          </SimpleGrid>
          <Button
            variant="default"
            fullWidth
            justify="space-between"
            aria-expanded={opened}
            aria-controls={BY_TYPE_ID}
            onClick={() => setOpened((o) => !o)}
            rightSection={
              <IconChevronDown
                size={18}
                aria-hidden
                style={{ transform: opened ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
              />
            }
          >
            Estadísticas por tipo ({byTypeCount})
          </Button>
          <Collapse in={opened} id={BY_TYPE_ID}>
            <SimpleGrid
              cols={typeGridCols}
              spacing="sm"
              component="ul"
              aria-label="Estadísticas por tipo"
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
            >
              {stats.byType.map((t) => (
                <PostTypeStatTile
                  key={t.type}
                  stat={t}
                  label={labelOf(t.type)}
                  totalPosts={stats.totalPosts}
                />
              ))}
            </SimpleGrid>
          </Collapse>
        </Stack>
      )}
    </Paper>
  );
}
