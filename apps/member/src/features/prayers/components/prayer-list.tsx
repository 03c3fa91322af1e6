import type { Prayer, PrayersPage } from '@koinonia/shared/prayers/prayers.schemas';
import { IconPray } from '@tabler/icons-react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState, LoadingPanel, QueryError } from '../../../components/first-screen-states';
import { GrowingList } from '../../../components/growing-list';
import plain from '../../../components/plain.module.css';
import { PrayerCard } from './prayer-card';

interface PrayerListProps {
  list: UseInfiniteQueryResult<InfiniteData<PrayersPage>>;
  /** The list's accessible name. */
  label: string;
  empty: { title: string; text: string; action?: ReactNode };
  /** The buttons under each prayer (the author's own), if any. */
  actions?: (prayer: Prayer) => ReactNode;
}

/** A list of prayers, a page at a time ('Cargar más'), with its loading, error and empty states. */
export function PrayerList({ list, label, empty, actions }: PrayerListProps) {
  const prayers = list.data?.pages.flatMap((page) => page.items) ?? [];
  const total = list.data?.pages.at(-1)?.pagination.total ?? 0;

  if (list.isPending) return <LoadingPanel text="Cargando oraciones..." />;
  if (list.isError && prayers.length === 0)
    return <QueryError query={list} fallback="No se pudieron cargar las oraciones." />;
  if (prayers.length === 0)
    return (
      <EmptyState
        icon={<IconPray size={28} aria-hidden />}
        title={empty.title}
        text={empty.text}
        action={empty.action}
      />
    );
  return (
    <div className={plain.stack}>
      <GrowingList
        query={list}
        items={prayers}
        total={total}
        label={label}
        gap="md"
        render={(prayer) => <PrayerCard prayer={prayer} actions={actions?.(prayer)} />}
        moreFailed="No se pudieron cargar más oraciones."
        loadingMore="Cargando más oraciones..."
      />
    </div>
  );
}
