import { DndContext } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { NewsCategory, NewsItem } from '@koinonia/shared/news/news.schemas';
import { useMemo } from 'react';
import { ResponsiveList } from '../../../components/responsive-list';
import { useNewsImageUrl } from '../lib/use-news-image-url';
import type { NewsDragAndDrop } from '../lib/use-news-reorder';
import { DragDisabledContext, newsColumns, SortableNewsItem } from './news-row';

export interface NewsTableProps {
  items: NewsItem[];
  categories: NewsCategory[];
  /** The drag and drop of `useNewsReorder` (sensors, the drop, and whether a drag may start). */
  dragAndDrop: NewsDragAndDrop;
  /** id → the active state being saved. */
  pendingActive: Record<string, boolean>;
  onToggleActive: (item: NewsItem) => void;
  onEdit: (item: NewsItem) => void;
  onDelete: (item: NewsItem) => void;
}

/**
 * The news, sortable by drag and drop: a table on a wide screen, cards on a phone. Only the layout
 * that fits is mounted (`mount="matching"`), so the drag context holds one sortable item per news.
 */
export function NewsTable(props: NewsTableProps) {
  const { items, categories, pendingActive } = props;
  const imageSrc = useNewsImageUrl();
  const categoryById = useMemo(() => new Map(categories.map((c) => [c.id, c])), [categories]);

  const columns = newsColumns({
    imageSrc,
    categoryOf: (item) => (item.category ? categoryById.get(item.category) : undefined),
    activeOf: (item) => pendingActive[item.id] ?? item.isActive,
    togglingOf: (item) => item.id in pendingActive,
    onToggleActive: props.onToggleActive,
    onEdit: props.onEdit,
    onDelete: props.onDelete,
  });

  return (
    <DndContext {...props.dragAndDrop.context}>
      <SortableContext items={props.dragAndDrop.ids} strategy={verticalListSortingStrategy}>
        <DragDisabledContext.Provider value={props.dragAndDrop.disabled}>
          <ResponsiveList
            items={items}
            columns={columns}
            getKey={(item) => item.id}
            getLabel={(item) => item.title}
            getItemProps={(item) => ({ 'data-news-id': item.id })}
            label="Noticias"
            mount="matching"
            tableMinWidth={880}
            tableProps={{ verticalSpacing: 'sm', highlightOnHover: true }}
            ItemWrapper={SortableNewsItem}
          />
        </DragDisabledContext.Provider>
      </SortableContext>
    </DndContext>
  );
}
