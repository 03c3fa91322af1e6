import type { EmptyStateProps } from '@koinonia/ui/components/empty-state';
import type { QueryErrorProps } from '@koinonia/ui/components/query-error';
import { IconChevronDown } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import plain from './plain.module.css';

// The states of the tabs' first screens. Loading is in plain elements (every cold start shows it); an
// error or an empty list is rare, so its component (and the component library it uses) loads when shown.

const LazyQueryError = lazy(() =>
  import('@koinonia/ui/components/query-error').then((m) => ({ default: m.QueryError })),
);
const LazyEmptyState = lazy(() =>
  import('@koinonia/ui/components/empty-state').then((m) => ({ default: m.EmptyState })),
);

/** A failed query: its message and 'Reintentar' (see @koinonia/ui's QueryError). */
export function QueryError(props: QueryErrorProps) {
  return (
    <Suspense fallback={null}>
      <LazyQueryError {...props} />
    </Suspense>
  );
}

/** Nothing to list (see @koinonia/ui's EmptyState). */
export function EmptyState(props: EmptyStateProps) {
  return (
    <Suspense fallback={null}>
      <LazyEmptyState {...props} />
    </Suspense>
  );
}

/** A screen's first load: a bordered card with a spinner and what is loading ('Cargando oraciones...'). */
export function LoadingPanel({ text }: { text: string }) {
  return (
    <div className={plain.loadingCard}>
      <div className={plain.loadingRow} role="status">
        <span className={plain.spinner} aria-hidden />
        <span>{text}</span>
      </div>
    </div>
  );
}

/** 'Cargar más' under a list that grows, and its loading line while the next page comes. */
export function LoadMore({
  loading,
  onLoadMore,
  label,
  loadingLabel,
}: {
  loading: boolean;
  onLoadMore: () => void;
  label: string;
  loadingLabel: string;
}) {
  return (
    <div className={plain.loadMore}>
      {loading ? (
        <div className={plain.loadingRow} role="status" aria-label={loadingLabel}>
          <span className={plain.spinner} aria-hidden />
          <span className={plain.lead}>{loadingLabel}</span>
        </div>
      ) : (
        <button type="button" className={`${plain.button} ${plain.light}`} onClick={onLoadMore}>
          <IconChevronDown size={18} aria-hidden />
          {label}
        </button>
      )}
    </div>
  );
}
