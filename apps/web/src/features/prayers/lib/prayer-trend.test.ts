import { describe, expect, it } from 'vitest';
import { bucketLabel, trendPoints } from './prayer-trend';

describe('prayer trend', () => {
  it('names each bucket by its granularity', () => {
    expect(bucketLabel('2026-11-05', 'day')).toBe('5 nov');
    expect(bucketLabel('2026-11-02T05:00:00.000Z', 'week')).toBe('sem. 2 nov');
    expect(bucketLabel('2026-03-01', 'month')).toBe('mar 2026');
  });

  it('keeps the totals and the answered of each bucket, in order', () => {
    expect(
      trendPoints({
        granularity: 'day',
        trend: [
          { start: '2026-11-01', total: 3, answered: 1 },
          { start: '2026-11-02', total: 0, answered: 0 },
        ],
      }),
    ).toEqual([
      { label: '1 nov', total: 3, answered: 1 },
      { label: '2 nov', total: 0, answered: 0 },
    ]);
  });
});
