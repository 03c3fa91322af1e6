import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { relativeTime } from '@koinonia/shared/common/relative-time';
import { isNew, priorityLabel } from '@koinonia/shared/news/news.helpers';
import type { NewsCategory, NewsItem } from '@koinonia/shared/news/news.schemas';
import { ActionIcon, Badge, Group, Image, Stack, Switch, Table, Text, Tooltip } from '@mantine/core';
import { IconGripVertical, IconPencil, IconPhotoOff, IconTrash } from '@tabler/icons-react';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import type { CSSProperties } from 'react';

export interface NewsRowProps {
  item: NewsItem;
  imageSrc: string;
  category?: NewsCategory;
  dragDisabled: boolean;
  /** The active state to show (the requested one while a toggle is being saved). */
  active: boolean;
  toggling: boolean;
  onToggleActive: (item: NewsItem) => void;
  onEdit: (item: NewsItem) => void;
  onDelete: (item: NewsItem) => void;
}

/** Badge colours with readable text (AA contrast) for each priority label. */
const badgeText = { red: 'red.9', yellow: '#7a5200', gray: 'gray.8' } as const;

function dateOf(item: NewsItem) {
  if (item.publishedAt) {
    const date = dayjs(item.publishedAt).locale('es').format('D MMM YYYY');
    return { label: 'Evento', text: item.eventTime ? `${date} · ${item.eventTime}` : date };
  }
  return { label: 'Creada', text: relativeTime(item.createdAt) };
}

export function NewsRow(props: NewsRowProps) {
  const { item, imageSrc, category, dragDisabled, active, toggling } = props;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: item.id,
      disabled: dragDisabled,
      attributes: { roleDescription: 'noticia reordenable' },
    });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    position: 'relative',
    zIndex: isDragging ? 2 : undefined,
    background: isDragging ? 'var(--mantine-color-violet-0)' : undefined,
    boxShadow: isDragging ? 'var(--mantine-shadow-md)' : undefined,
  };
  const priority = priorityLabel(item.priority);
  const date = dateOf(item);

  return (
    <Table.Tr ref={setNodeRef} style={style} data-news-id={item.id}>
      <Table.Td w={44}>
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          aria-label={`Reordenar ${item.title}`}
          style={{ cursor: dragDisabled ? 'not-allowed' : 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
        >
          <IconGripVertical size={18} aria-hidden />
        </ActionIcon>
      </Table.Td>
      <Table.Td>
        <Group gap="sm" wrap="nowrap" align="flex-start">
          {imageSrc ? (
            <Image
              src={imageSrc}
              alt={item.imageAlt ?? ''}
              w={56}
              h={56}
              radius="sm"
              fit="cover"
              style={{ flex: '0 0 56px' }}
            />
          ) : (
            <Stack
              w={56}
              h={56}
              justify="center"
              align="center"
              bg="gray.1"
              style={{ borderRadius: 4, flex: '0 0 56px' }}
            >
              <IconPhotoOff size={20} color="var(--mantine-color-gray-6)" aria-hidden />
            </Stack>
          )}
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap={6} wrap="wrap">
              <Text fw={600} size="sm">
                {item.title}
              </Text>
              {isNew(item) && (
                <Badge size="xs" variant="light" color="teal" c="teal.9" tt="none">
                  Nuevo
                </Badge>
              )}
            </Group>
            <Text size="sm" c="gray.7" lineClamp={2}>
              {item.summary}
            </Text>
            {category && (
              <Text size="xs" c="gray.7">
                {category.emoji} {category.name}
                {item.tags.length > 0 && ` · ${item.tags.map((t) => `#${t}`).join(' ')}`}
              </Text>
            )}
          </Stack>
        </Group>
      </Table.Td>
      <Table.Td>
        <Stack gap={2} align="flex-start">
          <Badge variant="light" color={priority.color} c={badgeText[priority.color]} tt="none">
            {priority.label}
          </Badge>
          <Text size="xs" c="gray.7">
            Prioridad {item.priority}
          </Text>
        </Stack>
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Switch
            checked={active}
            disabled={toggling}
            onChange={() => props.onToggleActive(item)}
            aria-label={`Activar/Desactivar ${item.title}`}
            color="teal"
          />
          <Badge variant="light" color={active ? 'teal' : 'gray'} c={active ? 'teal.9' : 'gray.8'} tt="none">
            {active ? 'Activa' : 'Inactiva'}
          </Badge>
        </Group>
      </Table.Td>
      <Table.Td>
        <Text size="xs" c="gray.7">
          {date.label}
        </Text>
        <Text size="sm">{date.text}</Text>
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <Tooltip label="Editar">
            <ActionIcon
              variant="subtle"
              aria-label={`Editar ${item.title}`}
              onClick={() => props.onEdit(item)}
            >
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Eliminar">
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Eliminar ${item.title}`}
              onClick={() => props.onDelete(item)}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
