import type { NewsItem } from '@koinonia/shared/news/news.schemas';
import { describe, expect, it } from 'vitest';
import { placeBetween, planMove } from './news-move';

const item = (id: string, priority: number): NewsItem => ({
  id,
  title: `Noticia ${id}`,
  summary: 'Un resumen de prueba suficiente',
  content: 'c'.repeat(60),
  priority,
  position: 0,
  imageAlt: null,
  imageUrl: null,
  contactPerson: null,
  whatsappNumber: null,
  isActive: true,
  publishedAt: null,
  eventTime: null,
  location: null,
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
  category: null,
  tags: [],
  viewType: 'BOTH',
  isSliceCard: priority <= 3,
});

// A list of six: two Alta, one Media, three Baja.
const list = [item('a', 1), item('b', 1), item('c', 3), item('d', 4), item('e', 4), item('f', 4)];
const shown = (items: NewsItem[] | null | undefined) => items?.map((i) => `${i.id}${i.priority}`).join(' ');

describe('planning a drag', () => {
  it('moves one item, with the priority of its new neighbours, and every other item as it was', () => {
    // 'e' (Baja) up two rows, between 'b' (1) and 'c' (3): it takes 3, the nearest; nothing else changes.
    const up = planMove(list, 'e', 'c');
    expect(shown(up?.ordered)).toBe('a1 b1 e3 c3 d4 f4');
    expect(up?.move).toEqual({ afterId: 'b', beforeId: 'c' });
    const within = planMove(list, 'f', 'd');
    expect(shown(within?.ordered)).toBe('a1 b1 c3 f4 d4 e4');
    expect(within?.move).toEqual({ afterId: 'c', beforeId: 'd' });
    expect(within?.undo).toEqual({ afterId: 'e', beforeId: null, priority: 4 });
    // An Alta dragged to the end becomes Baja; only it changes.
    const down = planMove(list, 'a', 'f');
    expect(shown(down?.ordered)).toBe('b1 c3 d4 e4 f4 a4');
    expect(down?.ordered.at(-1)?.isSliceCard).toBe(false);
    expect(down?.undo).toEqual({ afterId: null, beforeId: 'b', priority: 1 });
    // To the top: the top counts as 1.
    expect(shown(planMove(list, 'd', 'a')?.ordered)).toBe('d1 a1 b1 c3 e4 f4');
  });

  it('plans nothing when the item is dropped on itself or outside the list', () => {
    expect(planMove(list, 'a', 'a')).toBeNull();
    expect(planMove(list, 'a', 'zz')).toBeNull();
  });

  it('puts an item back between its old neighbours with its old priority (Deshacer)', () => {
    const plan = planMove(list, 'a', 'f')!;
    expect(shown(placeBetween(plan.ordered, 'a', plan.undo))).toBe(shown(list));
    const top = planMove(list, 'f', 'a')!;
    expect(shown(placeBetween(top.ordered, 'f', top.undo))).toBe(shown(list));
    expect(placeBetween(list, 'zz', { afterId: null, beforeId: null, priority: 1 })).toBeNull();
    expect(placeBetween(list, 'a', { afterId: 'gone', beforeId: null, priority: 1 })).toBeNull();
  });
});
