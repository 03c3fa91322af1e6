import {
  compactEventSummary,
  eventTexts,
  formatEventDay,
  formatEventPrice,
  formatEventTime,
} from '@koinonia/shared/events/events.labels';
import type { EventItem } from '@koinonia/shared/events/events-read.schemas';
import { IconAction } from '@koinonia/ui/components/icon-action';
import { Badge, Button, Collapse, Group, Paper, Text, UnstyledButton } from '@mantine/core';
import {
  IconChartBar,
  IconChevronDown,
  IconEdit,
  IconEye,
  IconEyeOff,
  IconStarFilled,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { interestedLabel } from '../lib/event-format';
import { EventCategoryBadge, EventStatusBadge } from './event-badges';
import { EventDetails } from './event-details';

export interface EventRowActions {
  onEdit: (event: EventItem) => void;
  onStatistics: (event: EventItem) => void;
  onToggleActive: (event: EventItem) => void;
  onDelete: (event: EventItem) => void;
}

interface EventRowProps extends EventRowActions {
  event: EventItem;
  busy: boolean;
}

/**
 * A compact row (spec §2): title, category, day, time, status, price, interested and the summary cut
 * at 70 characters; its title is a disclosure button (aria-expanded) that opens the detail card. A
 * hidden event is dimmed and says 'Oculto'.
 */
export function EventRow({ event, busy, onEdit, onStatistics, onToggleActive, onDelete }: EventRowProps) {
  const [open, setOpen] = useState(false);
  const detailsId = `event-details-${event.id}`;
  const inactive = !event.isActive;
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      aria-label={`Evento: ${event.title}`}
      data-inactive={inactive || undefined}
      bg={inactive ? 'gray.1' : undefined}
      style={inactive ? { borderStyle: 'dashed' } : undefined}
    >
      <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
        <div style={{ flex: '1 1 260px', minWidth: 0 }}>
          <Text component="h3" m={0} fz="md" fw={700} lh={1.3}>
            <UnstyledButton
              aria-expanded={open}
              aria-controls={detailsId}
              onClick={() => setOpen((o) => !o)}
              style={{
                display: 'flex',
                gap: 6,
                alignItems: 'flex-start',
                color: inactive ? 'var(--mantine-color-gray-7)' : undefined,
              }}
            >
              <IconChevronDown
                size={20}
                aria-hidden
                style={{
                  flexShrink: 0,
                  marginTop: 1,
                  transform: open ? 'rotate(180deg)' : undefined,
                  transition: 'transform 150ms',
                }}
              />
              <span style={{ overflowWrap: 'anywhere' }}>{event.title}</span>
            </UnstyledButton>
          </Text>
          <Group gap={6} mt={6} wrap="wrap">
            <EventCategoryBadge category={event.category} />
            <EventStatusBadge status={event.status} />
            {event.featured && (
              <Badge
                variant="light"
                color="yellow"
                c="#6b4800"
                leftSection={<IconStarFilled size={12} aria-hidden />}
              >
                Destacado
              </Badge>
            )}
            {inactive && (
              <Badge variant="filled" color="gray.7">
                Oculto
              </Badge>
            )}
          </Group>
          <Text size="sm" c="gray.8" mt={6}>
            <time dateTime={`${event.eventDate.slice(0, 10)}T${event.eventTime}`}>
              {formatEventDay(event.eventDate)} · {formatEventTime(event.eventTime)}
            </time>
            {' · '}
            {formatEventPrice(event.price)}
            {' · '}
            {interestedLabel(event.interestedCount)}
          </Text>
          <Text size="sm" c="gray.7" mt={4} style={{ overflowWrap: 'anywhere' }}>
            {compactEventSummary(event.summary)}
          </Text>
        </div>
        <Group gap={6} wrap="nowrap" aria-label={`Acciones de ${event.title}`} role="group">
          <IconAction
            tooltip="Editar"
            variant="default"
            size="lg"
            label={`Editar ${event.title}`}
            disabled={busy}
            onClick={() => onEdit(event)}
          >
            <IconEdit size={18} aria-hidden />
          </IconAction>
          <IconAction
            tooltip="Estadísticas"
            variant="default"
            size="lg"
            label={`Estadísticas de ${event.title}`}
            onClick={() => onStatistics(event)}
          >
            <IconChartBar size={18} aria-hidden />
          </IconAction>
          <Button
            variant="default"
            size="compact-md"
            h={34}
            loading={busy}
            leftSection={inactive ? <IconEye size={16} aria-hidden /> : <IconEyeOff size={16} aria-hidden />}
            aria-label={`${inactive ? eventTexts.show : eventTexts.hide} ${event.title}`}
            onClick={() => onToggleActive(event)}
          >
            {inactive ? eventTexts.show : eventTexts.hide}
          </Button>
          <IconAction
            tooltip="Eliminar"
            variant="default"
            size="lg"
            c="red.9"
            label={`Eliminar ${event.title}`}
            disabled={busy}
            onClick={() => onDelete(event)}
          >
            <IconTrash size={18} aria-hidden />
          </IconAction>
        </Group>
      </Group>
      <Collapse in={open}>
        <div id={detailsId} style={{ paddingTop: 'var(--mantine-spacing-sm)' }}>
          {open && <EventDetails event={event} />}
        </div>
      </Collapse>
    </Paper>
  );
}
