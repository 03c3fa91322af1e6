import type { PostStats } from '@koinonia/shared/posts/posts.schemas';
import { errorMessage } from '@koinonia/ui/api-client';
import { LoadError } from '@koinonia/ui/components/load-error';
import { formatCount, formatOneDecimal } from '@koinonia/ui/format-number';
import {
  Button,
  Collapse,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  useMantineTheme,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChartBar, IconChevronDown, IconHeart, IconNotes, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
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
  return (
    <Paper withBorder p={{ base: 'xs', sm: 'md' }} radius="md">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon size={40} radius="md" variant="light" color={color} aria-hidden>
          {icon}
        </ThemeIcon>
        <div style={{ minWidth: 0 }}>
          <Text size="sm" c="gray.7">
            {label}
          </Text>
          <Text fw={700} fz="xl" lh={1.2}>
            {value}
          </Text>
        </div>
      </Group>
    </Paper>
  );
}

/** Whether the screen is narrower than Mantine's sm breakpoint (a phone), read at the first render. */
function usePhone() {
  const theme = useMantineTheme();
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, true, {
    getInitialValueInEffect: false,
  });
  return !wide;
}

/**
 * Statistics panel (spec section 2): totals, engagement average and each type's share. On a phone the
 * eleven type tiles are folded behind 'Estadísticas por tipo' (aria-expanded), so the grid comes
 * sooner; on wider screens they are always shown.
 */
export function PostsStatsPanel({ stats, types, loading, error, retrying, onRetry }: PostsStatsPanelProps) {
  const labelOf = (type: string) => types.find((t) => t.value === type)?.label;
  const phone = usePhone();
  const [opened, setOpened] = useState(false);
  const expanded = !phone || opened;

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
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={phone ? 66 : 74} radius="md" />
            ))}
          </SimpleGrid>
          {expanded ? (
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
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
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
          {phone && (
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
              Estadísticas por tipo ({stats.byType.length})
            </Button>
          )}
          <Collapse in={expanded} id={BY_TYPE_ID}>
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
