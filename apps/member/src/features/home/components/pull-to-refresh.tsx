import { forgetEarlyReads } from '@koinonia/ui/api-client';
import { IconArrowDown, IconRefresh } from '@tabler/icons-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import plain from '../../../components/plain.module.css';
import classes from './home.module.css';

/** How far (px, after damping) the page must be pulled for a refresh, and the most it moves. */
const THRESHOLD = 64;
const MAX_PULL = 96;

/**
 * The refresh of a page: pulled down with a finger from the top of the page, or 'Actualizar' (for a
 * keyboard, a mouse or a screen reader). While it runs the indicator says 'Actualizando…', and a
 * status region announces it and its end.
 */
export function useRefresh(onRefresh: () => Promise<unknown>) {
  const [refreshing, setRefreshing] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const running = useRef(false);
  const refresh = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setRefreshing(true);
    setAnnouncement('Actualizando…');
    // What is on the server now, not what the app asked for as it opened.
    forgetEarlyReads();
    try {
      await onRefresh();
      setAnnouncement('Inicio actualizado');
    } finally {
      running.current = false;
      setRefreshing(false);
    }
  }, [onRefresh]);
  return { refreshing, announcement, refresh };
}

export function RefreshButton({ refreshing, onClick }: { refreshing: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      className={`${plain.button} ${classes.refresh}`}
      disabled={refreshing}
      aria-busy={refreshing}
      onClick={onClick}
    >
      {refreshing ? <span className={plain.spinner} aria-hidden /> : <IconRefresh size={18} aria-hidden />}
      Actualizar
    </button>
  );
}

/** The page under a pull-down gesture (touch, from the top of the page) that refreshes it. */
export function PullToRefresh({
  refreshing,
  announcement,
  onRefresh,
  children,
}: {
  refreshing: boolean;
  announcement: string;
  onRefresh: () => void;
  children: ReactNode;
}) {
  const [pull, setPull] = useState(0);
  const start = useRef<number | null>(null);
  const pulled = useRef(0);
  const refreshRef = useRef(onRefresh);
  refreshRef.current = onRefresh;

  useEffect(() => {
    const onStart = (e: TouchEvent) => {
      const touch = e.touches[0];
      start.current = window.scrollY <= 0 && e.touches.length === 1 && touch ? touch.clientY : null;
    };
    const onMove = (e: TouchEvent) => {
      const touch = e.touches[0];
      if (start.current === null || !touch) return;
      const distance = touch.clientY - start.current;
      pulled.current = distance > 0 ? Math.min(distance * 0.5, MAX_PULL) : 0;
      setPull(pulled.current);
    };
    const onEnd = () => {
      if (start.current === null) return;
      start.current = null;
      const released = pulled.current;
      pulled.current = 0;
      setPull(0);
      if (released >= THRESHOLD) refreshRef.current();
    };
    // The browser's own pull-to-refresh (a reload) would take the gesture: the page keeps it.
    const root = document.documentElement;
    const before = root.style.overscrollBehaviorY;
    root.style.overscrollBehaviorY = 'contain';
    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchmove', onMove, { passive: true });
    window.addEventListener('touchend', onEnd);
    window.addEventListener('touchcancel', onEnd);
    return () => {
      root.style.overscrollBehaviorY = before;
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchmove', onMove);
      window.removeEventListener('touchend', onEnd);
      window.removeEventListener('touchcancel', onEnd);
    };
  }, []);

  const height = refreshing ? 44 : pull;
  return (
    <>
      <span className={plain.visuallyHidden} role="status" aria-live="polite">
        {announcement}
      </span>
      <div
        className={classes.pull}
        style={{ height, transition: pull ? undefined : 'height 150ms ease' }}
        aria-hidden
        data-testid="pull-indicator"
      >
        {height > 0 && (
          <div className={classes.pullRow}>
            {refreshing ? (
              <span className={plain.spinner} />
            ) : (
              <IconArrowDown
                size={18}
                style={{ transform: pull >= THRESHOLD ? 'rotate(180deg)' : undefined }}
              />
            )}
            <span>
              {refreshing
                ? 'Actualizando…'
                : pull >= THRESHOLD
                  ? 'Suelta para actualizar'
                  : 'Desliza para actualizar'}
            </span>
          </div>
        )}
      </div>
      {children}
    </>
  );
}
