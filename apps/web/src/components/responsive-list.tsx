import {
  Box,
  Group,
  type MantineBreakpoint,
  Paper,
  Skeleton,
  Stack,
  Table,
  type TableProps,
  type TableTdProps,
  type TableThProps,
  useMantineTheme,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ComponentType, CSSProperties, ReactNode } from 'react';
import classes from './responsive-list.module.css';

/** Which of the two layouts a row is drawn in. */
export type ListLayout = 'table' | 'cards';

/**
 * Where a column goes on a card, top to bottom: `handle` (a drag handle, before the title on its
 * line), `title` (the name, first), `status` (badges, never cut), `detail` ("Label: value" lines,
 * the default) and `actions` (one row that wraps). In the table every column is a cell, in order.
 */
export type ColumnRole = 'handle' | 'title' | 'status' | 'detail' | 'actions';

export interface ListColumn<T> {
  /** Unique among the columns. */
  key: string;
  /** The column header; on a card, the label of a detail. */
  header: string;
  /** The header is read by screen readers only (a drag-handle column). */
  hideHeader?: boolean;
  /** The label of the detail on a card, when it differs from the header. */
  cardLabel?: string;
  /** Default `detail`. */
  role?: ColumnRole;
  /** The cell's content in the table. */
  cell: (item: T) => ReactNode;
  /** The content on a card when it differs from the cell's; `null` leaves the column off the cards. */
  card?: ((item: T) => ReactNode) | null;
  /** What the cell shows while the list loads (default: one grey line). */
  skeleton?: ReactNode;
  thProps?: TableThProps;
  tdProps?: TableTdProps;
}

/** What the row (`<tr>`) or the card (`<li>`) of an item takes from an `ItemWrapper`. */
export interface ItemBinding {
  ref?: (element: HTMLElement | null) => void;
  style?: CSSProperties;
}

export interface ItemWrapperProps<T> {
  item: T;
  layout: ListLayout;
  /** Renders the row or the card with `binding` on its root element. */
  children: (binding: ItemBinding) => ReactNode;
}

export interface ResponsiveListProps<T> {
  items: readonly T[];
  columns: readonly ListColumn<T>[];
  getKey: (item: T) => string;
  /** The accessible name of an item's card: the person's or the item's name. */
  getLabel: (item: T) => string;
  /** The accessible name of the table and of the card list (or `labelledBy`). */
  label?: string;
  /** The id of a heading that names the table and the card list. */
  labelledBy?: string;
  /** From this width up the list is a table, below it a stack of cards. Default `md`. */
  breakpoint?: MantineBreakpoint;
  /** Below this width the table scrolls sideways inside its own container. */
  tableMinWidth?: number;
  /** Props of the `<Table>` (striped, highlightOnHover, data-testid…). */
  tableProps?: Omit<TableProps, 'children'>;
  /** The list is being refetched (`aria-busy`). */
  busy?: boolean;
  /** While true, `placeholderCount` placeholder rows (or cards) stand in for the items. */
  loading?: boolean;
  placeholderCount?: number;
  /** `data-*` attributes of an item's row and card. */
  getItemProps?: (item: T) => Record<`data-${string}`, string | boolean | undefined>;
  /** Wraps each row or card, to give its root element a ref and a style (a dnd-kit sortable). */
  ItemWrapper?: ComponentType<ItemWrapperProps<T>>;
  /**
   * `both` (default): both layouts are in the page and CSS shows the one that fits, with no script and
   * no jump on load. `matching`: only the layout of the current width is mounted (read synchronously on
   * the first render, so nothing moves either), for rows that must exist once, such as the sortable
   * items of a dnd-kit context.
   */
  mount?: 'both' | 'matching';
}

function present(node: ReactNode) {
  return node !== null && node !== undefined && node !== false && node !== '';
}

function Wrapped<T>({
  item,
  layout,
  ItemWrapper,
  render,
}: {
  item: T;
  layout: ListLayout;
  ItemWrapper: ResponsiveListProps<T>['ItemWrapper'];
  render: (binding: ItemBinding) => ReactNode;
}) {
  if (!ItemWrapper) return render({});
  return (
    <ItemWrapper item={item} layout={layout}>
      {render}
    </ItemWrapper>
  );
}

function ListTable<T>(props: ResponsiveListProps<T>) {
  const { columns, items, loading, placeholderCount = 6 } = props;
  return (
    <Table.ScrollContainer minWidth={props.tableMinWidth ?? 0} type="native">
      <Table
        {...props.tableProps}
        aria-label={props.label}
        aria-labelledby={props.labelledBy}
        aria-busy={props.busy || undefined}
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} scope="col" {...column.thProps}>
                {column.hideHeader ? <VisuallyHidden>{column.header}</VisuallyHidden> : column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading
            ? Array.from({ length: placeholderCount }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
                <Table.Tr key={i}>
                  {columns.map((column) => (
                    <Table.Td key={column.key} {...column.tdProps}>
                      {column.skeleton ?? <Skeleton h={18} radius="sm" />}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            : items.map((item) => (
                <Wrapped
                  key={props.getKey(item)}
                  item={item}
                  layout="table"
                  ItemWrapper={props.ItemWrapper}
                  render={(binding) => (
                    <Table.Tr ref={binding.ref} style={binding.style} {...props.getItemProps?.(item)}>
                      {columns.map((column) => (
                        <Table.Td
                          key={column.key}
                          {...column.tdProps}
                          className={
                            column.role === 'status'
                              ? `${classes.status} ${classes.statusCell} ${column.tdProps?.className ?? ''}`
                              : column.tdProps?.className
                          }
                        >
                          {column.cell(item)}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  )}
                />
              ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function cardPart<T>(column: ListColumn<T>, item: T): ReactNode {
  if (column.card === null) return null;
  return (column.card ?? column.cell)(item);
}

function Card<T>({
  item,
  columns,
  label,
  binding,
  itemProps,
}: {
  item: T;
  columns: readonly ListColumn<T>[];
  label: string;
  binding: ItemBinding;
  itemProps?: Record<`data-${string}`, string | boolean | undefined>;
}) {
  const parts = (role: ColumnRole) =>
    columns
      .filter((column) => (column.role ?? 'detail') === role)
      .map((column) => ({ column, node: cardPart(column, item) }))
      .filter((part) => present(part.node));
  const handles = parts('handle');
  const titles = parts('title');
  const statuses = parts('status');
  const details = parts('detail');
  const actions = parts('actions');

  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      className={classes.card}
      aria-label={label}
      ref={binding.ref}
      style={binding.style}
      {...itemProps}
    >
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          {handles.map(({ column, node }) => (
            <Box key={column.key} style={{ flexShrink: 0 }}>
              {node}
            </Box>
          ))}
          <Box style={{ flex: 1, minWidth: 0 }}>
            {titles.map(({ column, node }) => (
              <Box key={column.key}>{node}</Box>
            ))}
          </Box>
        </Group>
        {statuses.length > 0 && (
          <Group gap={6} wrap="wrap" className={classes.status}>
            {statuses.map(({ column, node }) => (
              <Group key={column.key} gap={6} wrap="wrap">
                {node}
              </Group>
            ))}
          </Group>
        )}
        {details.length > 0 && (
          <dl className={classes.details}>
            {details.map(({ column, node }) => (
              <div key={column.key} className={classes.detail}>
                <dt>{column.cardLabel ?? column.header}:</dt>
                <dd>{node}</dd>
              </div>
            ))}
          </dl>
        )}
        {actions.length > 0 && (
          <Group gap="xs" wrap="wrap" className={classes.actions}>
            {actions.map(({ column, node }) => (
              <Box key={column.key} style={{ display: 'flex', maxWidth: '100%' }}>
                {node}
              </Box>
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function PlaceholderCard<T>({ columns }: { columns: readonly ListColumn<T>[] }) {
  const title = columns.find((column) => column.role === 'title');
  return (
    <Paper component="li" withBorder p="sm" aria-hidden>
      <Stack gap="xs">
        {title?.skeleton ?? <Skeleton h={20} w="60%" radius="sm" />}
        <Skeleton h={20} w={120} radius="xl" />
        <Skeleton h={14} w="80%" radius="sm" />
        <Skeleton h={14} w="50%" radius="sm" />
      </Stack>
    </Paper>
  );
}

function ListCards<T>(props: ResponsiveListProps<T>) {
  const { columns, items, loading, placeholderCount = 6 } = props;
  return (
    <ul
      // biome-ignore lint/a11y/noRedundantRoles: Safari drops a list's meaning when list-style is none
      role="list"
      className={classes.cards}
      aria-label={props.label}
      aria-labelledby={props.labelledBy}
      aria-busy={props.busy || loading || undefined}
    >
      {loading
        ? Array.from({ length: placeholderCount }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cards have no identity
            <PlaceholderCard key={i} columns={columns} />
          ))
        : items.map((item) => (
            <Wrapped
              key={props.getKey(item)}
              item={item}
              layout="cards"
              ItemWrapper={props.ItemWrapper}
              render={(binding) => (
                <Card
                  item={item}
                  columns={columns}
                  label={props.getLabel(item)}
                  binding={binding}
                  itemProps={props.getItemProps?.(item)}
                />
              )}
            />
          ))}
    </ul>
  );
}

/**
 * A list of rows that is a table on wide screens and a stack of cards on a phone: each card shows the
 * name first, then the status badges (whole), the other columns as "Label: value", and the actions in
 * a row that wraps. Every list screen uses it, so none scrolls sideways on a 390 px phone.
 */
export function ResponsiveList<T>(props: ResponsiveListProps<T>) {
  const { breakpoint = 'md', mount = 'both' } = props;
  const theme = useMantineTheme();
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints[breakpoint]})`, undefined, {
    getInitialValueInEffect: false,
  });

  if (mount === 'matching') {
    return wide ? <ListTable {...props} /> : <ListCards {...props} />;
  }
  return (
    <>
      <Box visibleFrom={breakpoint}>
        <ListTable {...props} />
      </Box>
      <Box hiddenFrom={breakpoint}>
        <ListCards {...props} />
      </Box>
    </>
  );
}
