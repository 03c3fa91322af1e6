import type { PostStats } from '@koinonia/shared/posts/posts.schemas';
import {
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
import { IconChartBar, IconHeart, IconMessageCircle, IconNotes, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { LoadError } from '../../../components/load-error';
import { errorMessage } from '../../../lib/api-client';
import type { PostTypeOption } from '../api/get-post-types';
import { engagementAverage, formatCount, formatOneDecimal, typeShare } from '../lib/post-stats';
import { PostTypeIcon, typeVisuals } from './post-type-visuals';

interface PostsStatsPanelProps {
  stats: PostStats | undefined;
  types: PostTypeOption[];
  loading: boolean;
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}

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
    <Paper withBorder p="md" radius="md">
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

/** Statistics panel (spec section 2): totals, engagement average and each type's share. */
export function PostsStatsPanel({ stats, types, loading, error, retrying, onRetry }: PostsStatsPanelProps) {
  const labelOf = (type: string) => types.find((t) => t.value === type)?.label;

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
              <Skeleton key={i} height={74} radius="md" />
            ))}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="sm">
            {types.map((t) => (
              <Skeleton key={t.value} height={86} radius="md" />
            ))}
          </SimpleGrid>
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
          <SimpleGrid
            cols={{ base: 1, xs: 2, md: 3, lg: 4 }}
            spacing="sm"
            component="ul"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {stats.byType.map((t) => {
              const v = typeVisuals(t.type, labelOf(t.type));
              return (
                <Paper
                  key={t.type}
                  component="li"
                  withBorder
                  p="sm"
                  radius="md"
                  style={{ borderInlineStart: `4px solid ${v.color}` }}
                  data-testid={`post-type-stat-${t.type}`}
                >
                  <Group gap="sm" wrap="nowrap" align="flex-start">
                    <PostTypeIcon type={t.type} size={30} />
                    <div style={{ minWidth: 0, flex: 1 }}>
                      <Group justify="space-between" gap={4} wrap="nowrap">
                        <Text fw={600} size="sm" truncate>
                          {v.label}
                        </Text>
                        <Text fw={700} size="sm">
                          {formatCount(t.count)}
                        </Text>
                      </Group>
                      <Text size="xs" c="gray.7">
                        {formatOneDecimal(typeShare(t.count, stats.totalPosts))} % del total
                      </Text>
                      <Group gap="sm" mt={2}>
                        <Group gap={4} wrap="nowrap">
                          <IconHeart size={12} aria-hidden />
                          <Text size="xs" c="gray.7">
                            {formatCount(t.totalLikes)} me gusta
                          </Text>
                        </Group>
                        <Group gap={4} wrap="nowrap">
                          <IconMessageCircle size={12} aria-hidden />
                          <Text size="xs" c="gray.7">
                            {formatCount(t.totalComments)} comentarios
                          </Text>
                        </Group>
                      </Group>
                    </div>
                  </Group>
                </Paper>
              );
            })}
          </SimpleGrid>
        </Stack>
      )}
    </Paper>
  );
}
