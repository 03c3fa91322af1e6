import type { Prayer } from '@koinonia/shared/prayers/prayers.schemas';
import { badgeTextColor } from '@koinonia/ui/badge-color';
import { formatCount } from '@koinonia/ui/format-number';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPray } from '@tabler/icons-react';
import { formatDate } from '../../../lib/format-date';
import { authorView, PASTOR_ONLY_HINT } from '../lib/prayer-people';
import { PersonAvatar } from './person-avatar';
import { AnonymousBadge, AnsweredBadge, CategoryBadge } from './prayer-badges';
import classes from './prayer-card.module.css';
import { PrayerActionsMenu } from './prayer-card-actions';

export interface PrayerCardActions {
  onEdit: (prayer: Prayer) => void;
  onDelete: (prayer: Prayer) => void;
  onAddTestimony: (prayer: Prayer) => void;
  onDeleteTestimony: (prayer: Prayer) => void;
  onViewTestimony: (prayer: Prayer) => void;
  onShowPraying: (prayer: Prayer) => void;
}

interface PrayerCardProps extends PrayerCardActions {
  prayer: Prayer;
  busy: boolean;
}

/**
 * A prayer in the grid (spec section 2): category, answered and anonymous badges, title, author and
 * date, the description clamped to 3 lines, the testimony box, 'Personas orando' and the admin actions
 * ('Acciones', a menu in words).
 */
export function PrayerCard({ prayer, busy, ...actions }: PrayerCardProps) {
  const author = authorView(prayer);
  const t = prayer.title;
  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      className={classes.card}
      data-answered={prayer.isAnswered || undefined}
      aria-label={`Oración: ${t}`}
    >
      <Group gap={6}>
        <CategoryBadge category={prayer.category} />
        {prayer.isAnswered && <AnsweredBadge />}
        {prayer.isAnonymous && <AnonymousBadge />}
      </Group>
      <Title order={3} size="h5" className={classes.text}>
        {t}
      </Title>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <PersonAvatar person={prayer.user} size={30} />
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} truncate="end">
            {author.name}
          </Text>
          {author.pastorOnly && (
            <Text size="xs" c="gray.7">
              {PASTOR_ONLY_HINT}
            </Text>
          )}
          <Text size="xs" c="gray.7">
            <time dateTime={prayer.createdAt}>{formatDate(prayer.createdAt)}</time>
          </Text>
        </div>
      </Group>
      <Text size="sm" lineClamp={3} c="dark.6" className={classes.text}>
        {prayer.description}
      </Text>
      {prayer.testimony && (
        <Stack gap={2} className={classes.testimony} role="group" aria-label="Testimonio">
          <Text size="xs" fw={700} c={badgeTextColor('green')}>
            Testimonio
          </Text>
          <Text size="sm" lineClamp={3} className={classes.text}>
            {prayer.testimony.content}
          </Text>
          <Button
            variant="subtle"
            color="green"
            c={badgeTextColor('green')}
            size="compact-xs"
            px={0}
            style={{ alignSelf: 'flex-start' }}
            aria-label={`Ver testimonio de ${t}`}
            onClick={() => actions.onViewTestimony(prayer)}
          >
            Ver testimonio
          </Button>
        </Stack>
      )}
      <Group justify="space-between" gap="xs" className={classes.footer}>
        <Button
          variant="light"
          color="violet"
          size="compact-sm"
          leftSection={<IconPray size={16} aria-hidden />}
          aria-label={`Personas orando por ${t}: ${prayer.prayingCount}`}
          style={{ flexShrink: 0 }}
          onClick={() => actions.onShowPraying(prayer)}
        >
          Personas orando ({formatCount(prayer.prayingCount)})
        </Button>
        <PrayerActionsMenu
          prayer={prayer}
          busy={busy}
          onEdit={actions.onEdit}
          onDelete={actions.onDelete}
          onAddTestimony={actions.onAddTestimony}
          onDeleteTestimony={actions.onDeleteTestimony}
        />
      </Group>
    </Paper>
  );
}
