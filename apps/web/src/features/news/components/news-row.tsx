import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { isNew, priorityLabel } from '@koinonia/shared/news/news.helpers';
import type { NewsCategory, NewsItem } from '@koinonia/shared/news/news.schemas';
import { IconAction } from '@koinonia/ui/components/icon-action';
import { ActionIcon, Badge, Group, Image, Stack, Switch, Text } from '@mantine/core';
import { IconGripVertical, IconPencil, IconPhotoOff, IconTrash } from '@tabler/icons-react';
import { type CSSProperties, createContext, useContext } from 'react';
import type { ItemWrapperProps, ListColumn } from '../../../components/responsive-list';
import { formatDateAndTime, formatRelativeDate } from '../../../lib/format-date';

/** Badge colours with readable text (AA contrast) for each priority label. */
const badgeText = { red: 'red.9', yellow: '#7a5200', gray: 'gray.8' } as const;

/** One date format for the whole column (and every list): '5 dic 2026 · 21:00', 'hace 2 días', '16 nov 2026'. */
function dateOf(item: NewsItem) {
  if (item.publishedAt) {
    return { label: 'Evento', text: formatDateAndTime(item.publishedAt, item.eventTime) };
  }
  return { label: 'Creada', text: formatRelativeDate(item.createdAt) };
}

/** True while a move is saved: no drag starts (set by the list around its items). */
export const DragDisabledContext = createContext(false);

type Sortable = ReturnType<typeof useSortable>;
/** The sortable item's handle props, from the row or card (its `SortableNewsItem`) to its handle. */
const HandleContext = createContext<Pick<
  Sortable,
  'attributes' | 'listeners' | 'setActivatorNodeRef'
> | null>(null);

/**
 * Makes a news row (table) or card (phone) sortable: the element gets dnd-kit's node ref and its
 * transform, and its `NewsDragHandle` the activator (mouse, touch and keyboard).
 */
export function SortableNewsItem({ item, children }: ItemWrapperProps<NewsItem>) {
  const disabled = useContext(DragDisabledContext);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: item.id,
      disabled,
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
  return (
    <HandleContext.Provider value={{ attributes, listeners, setActivatorNodeRef }}>
      {children({ ref: setNodeRef, style })}
    </HandleContext.Provider>
  );
}

/** The drag handle ('Reordenar …'): press Space or Enter, then the arrows; or drag it. */
function NewsDragHandle({ title }: { title: string }) {
  const handle = useContext(HandleContext);
  const disabled = useContext(DragDisabledContext);
  return (
    <ActionIcon
      ref={handle?.setActivatorNodeRef}
      variant="subtle"
      color="gray"
      aria-label={`Reordenar ${title}`}
      style={{ cursor: disabled ? 'not-allowed' : 'grab', touchAction: 'none' }}
      {...handle?.attributes}
      {...handle?.listeners}
    >
      <IconGripVertical size={18} aria-hidden />
    </ActionIcon>
  );
}

function Title({ item, imageSrc, category }: { item: NewsItem; imageSrc: string; category?: NewsCategory }) {
  return (
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
  );
}

function PriorityBadge({ item }: { item: NewsItem }) {
  const priority = priorityLabel(item.priority);
  return (
    <Badge variant="light" color={priority.color} c={badgeText[priority.color]} tt="none">
      {priority.label}
    </Badge>
  );
}

function ActiveBadge({ active }: { active: boolean }) {
  return (
    <Badge variant="light" color={active ? 'teal' : 'gray'} c={active ? 'teal.9' : 'gray.8'} tt="none">
      {active ? 'Activa' : 'Inactiva'}
    </Badge>
  );
}

export interface NewsColumnsOptions {
  imageSrc: (imageUrl: string | null) => string;
  categoryOf: (item: NewsItem) => NewsCategory | undefined;
  /** The active state to show (the requested one while a toggle is being saved). */
  activeOf: (item: NewsItem) => boolean;
  togglingOf: (item: NewsItem) => boolean;
  onToggleActive: (item: NewsItem) => void;
  onEdit: (item: NewsItem) => void;
  onDelete: (item: NewsItem) => void;
}

/** The news list's columns: a sortable table row on a wide screen, a sortable card on a phone. */
export function newsColumns(options: NewsColumnsOptions): ListColumn<NewsItem>[] {
  const activeSwitch = (item: NewsItem) => (
    <Switch
      checked={options.activeOf(item)}
      disabled={options.togglingOf(item)}
      onChange={() => options.onToggleActive(item)}
      aria-label={`Activar/Desactivar ${item.title}`}
      color="teal"
    />
  );
  const editAndDelete = (item: NewsItem) => (
    <Group gap={4} wrap="nowrap">
      <IconAction tooltip="Editar" label={`Editar ${item.title}`} onClick={() => options.onEdit(item)}>
        <IconPencil size={18} aria-hidden />
      </IconAction>
      <IconAction
        tooltip="Eliminar"
        color="red"
        label={`Eliminar ${item.title}`}
        onClick={() => options.onDelete(item)}
      >
        <IconTrash size={18} aria-hidden />
      </IconAction>
    </Group>
  );

  return [
    {
      key: 'order',
      header: 'Orden',
      hideHeader: true,
      role: 'handle',
      cell: (item) => <NewsDragHandle title={item.title} />,
      thProps: { w: 44 },
      tdProps: { w: 44 },
    },
    {
      key: 'title',
      header: 'Título/resumen',
      role: 'title',
      cell: (item) => (
        <Title item={item} imageSrc={options.imageSrc(item.imageUrl)} category={options.categoryOf(item)} />
      ),
    },
    {
      key: 'priority',
      header: 'Prioridad',
      role: 'status',
      thProps: { w: 110 },
      cell: (item) => (
        <Stack gap={2} align="flex-start">
          <PriorityBadge item={item} />
          <Text size="xs" c="gray.7">
            Prioridad {item.priority}
          </Text>
        </Stack>
      ),
      card: (item) => (
        <>
          <PriorityBadge item={item} />
          <Text size="xs" c="gray.7">
            Prioridad {item.priority}
          </Text>
        </>
      ),
    },
    {
      key: 'status',
      header: 'Estado',
      role: 'status',
      thProps: { w: 160 },
      cell: (item) => (
        <Group gap="xs" wrap="nowrap">
          {activeSwitch(item)}
          <ActiveBadge active={options.activeOf(item)} />
        </Group>
      ),
      // On a card the switch is with the actions.
      card: (item) => <ActiveBadge active={options.activeOf(item)} />,
    },
    {
      key: 'date',
      header: 'Fecha',
      thProps: { w: 180 },
      cell: (item) => {
        const date = dateOf(item);
        return (
          <>
            <Text size="xs" c="gray.7">
              {date.label}
            </Text>
            <Text size="sm">{date.text}</Text>
          </>
        );
      },
      card: (item) => {
        const date = dateOf(item);
        return (
          <Text size="sm">
            {date.label} {date.text}
          </Text>
        );
      },
    },
    {
      key: 'actions',
      header: 'Acciones',
      role: 'actions',
      thProps: { w: 100 },
      cell: editAndDelete,
      card: (item) => (
        <Group gap="md" wrap="wrap">
          {activeSwitch(item)}
          {editAndDelete(item)}
        </Group>
      ),
    },
  ];
}
