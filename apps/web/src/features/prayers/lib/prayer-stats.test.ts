import type { PrayerCategory, PrayerStats } from '@koinonia/shared/prayers/prayers.schemas';
import { describe, expect, it } from 'vitest';
import {
  categoryDistribution,
  effectiveness,
  oneDecimalPercent,
  pastoralSuggestion,
  prayerAreas,
  prayerInsights,
  testimonyBand,
  wholePercent,
} from './prayer-stats';

/** Categories and their counts, in the order written. */
const countsOf = (counts: Partial<Record<PrayerCategory, number>>) =>
  Object.entries(counts).map(([category, count]) => ({ category: category as PrayerCategory, count }));

const stats = (over: Partial<PrayerStats> = {}): PrayerStats => ({
  period: 30,
  totalPrayers: 10,
  answeredPrayers: 3,
  recentActivity: 4,
  categoryCounts: [
    { category: 'HEALTH', count: 4 },
    { category: 'FAMILY', count: 3 },
    { category: 'WORK', count: 2 },
    { category: 'OTHER', count: 1 },
    { category: 'TRAVEL', count: 0 },
  ],
  granularity: 'day',
  trend: [],
  ...over,
});

describe('percentages', () => {
  it('effectiveness is answered ÷ shown, whole percent, 0 when nothing is shown', () => {
    expect(effectiveness({ shown: 40, answered: 10 })).toBe(25);
    expect(effectiveness({ shown: 3, answered: 2 })).toBe(67);
    expect(effectiveness({ shown: 0, answered: 0 })).toBe(0);
  });

  it('one-decimal and whole percentages', () => {
    expect(oneDecimalPercent(1, 3)).toBe(33.3);
    expect(oneDecimalPercent(2, 3)).toBe(66.7);
    expect(oneDecimalPercent(0, 0)).toBe(0);
    expect(wholePercent(29.5, 100)).toBe(30);
  });
});

describe('category distribution', () => {
  it('lists most first with its share of the total, the top 3 highlighted', () => {
    const d = categoryDistribution(stats());
    expect(d.map((c) => [c.category, c.percent, c.top])).toEqual([
      ['HEALTH', 40, true],
      ['FAMILY', 30, true],
      ['WORK', 20, true],
      ['OTHER', 10, false],
      ['TRAVEL', 0, false],
    ]);
    expect(d[0]).toMatchObject({ label: 'Salud', emoji: '🏥' });
  });

  it('never highlights an empty category, and breaks ties by the spec order', () => {
    const d = categoryDistribution(
      stats({ totalPrayers: 2, categoryCounts: countsOf({ OTHER: 1, HEALTH: 1, FAMILY: 0 }) }),
    );
    expect(d.map((c) => [c.category, c.top])).toEqual([
      ['HEALTH', true],
      ['OTHER', true],
      ['FAMILY', false],
    ]);
  });

  it('marks every category tied within the top 3', () => {
    const d = categoryDistribution(
      stats({
        totalPrayers: 13,
        categoryCounts: countsOf({ HEALTH: 2, FAMILY: 2, WORK: 2, TRAVEL: 2, OTHER: 5, SPIRITUAL: 0 }),
      }),
    );
    expect(d.filter((c) => c.top).map((c) => c.category)).toEqual([
      'OTHER',
      'HEALTH',
      'FAMILY',
      'TRAVEL',
      'WORK',
    ]);
  });

  it('prayer areas count the categories with prayers', () => {
    expect(prayerAreas(stats())).toBe(4);
    expect(prayerAreas(stats({ categoryCounts: [] }))).toBe(0);
  });
});

describe('testimony rate bands (spec section 9)', () => {
  it('30% or more praises, 15 to 29% is sharing, under 15% encourages', () => {
    expect(testimonyBand(100)).toBe('praise');
    expect(testimonyBand(30)).toBe('praise');
    expect(testimonyBand(29)).toBe('sharing');
    expect(testimonyBand(15)).toBe('sharing');
    expect(testimonyBand(14)).toBe('encourage');
    expect(testimonyBand(0)).toBe('encourage');
  });

  it('pastoral suggestion changes under 20% and under 40%', () => {
    const low = pastoralSuggestion(0);
    const mid = pastoralSuggestion(20);
    const high = pastoralSuggestion(40);
    expect(pastoralSuggestion(19)).toBe(low);
    expect(pastoralSuggestion(39)).toBe(mid);
    expect(pastoralSuggestion(100)).toBe(high);
    expect(new Set([low, mid, high]).size).toBe(3);
  });

  it('the insights read the rate of the period', () => {
    const i = prayerInsights(stats());
    expect(i.rate).toBe(30);
    expect(i.band).toBe('praise');
    expect(i.testimonies).toContain('30%');
    // 40 % is the most, not a majority.
    expect(i.mainFocus).toBe('Salud es la categoría con más peticiones (4, 40,0% del total).');
    expect(i.recentActivity).toBe('4 peticiones nuevas en los últimos 7 días.');
    expect(i.suggestion).toBe(pastoralSuggestion(30));
  });

  it('says a tie as a tie, and a majority only above half', () => {
    const tied = stats({
      totalPrayers: 13,
      categoryCounts: countsOf({ HEALTH: 2, FAMILY: 2, WORK: 2, TRAVEL: 2, OTHER: 1 }),
    });
    expect(prayerInsights(tied).mainFocus).toBe(
      'Salud, Familia, Viajes y Trabajo empatan con más peticiones (2, 15,4% del total cada una).',
    );
    const majority = stats({ totalPrayers: 10, categoryCounts: countsOf({ HEALTH: 6 }) });
    expect(prayerInsights(majority).mainFocus).toBe(
      'La mayoría de las peticiones son de Salud (6, 60,0% del total).',
    );
  });

  it('an empty period says so instead of dividing by zero', () => {
    const i = prayerInsights(
      stats({ totalPrayers: 0, answeredPrayers: 0, recentActivity: 0, categoryCounts: [], period: 7 }),
    );
    expect(i.rate).toBe(0);
    expect(i.mainFocus).toBe('Aún no hay peticiones en este periodo.');
    expect(i.recentActivity).toBe('No hubo peticiones nuevas en los últimos 7 días.');
  });

  it('rounds the rate before banding: 29.6% shows and counts as 30%', () => {
    expect(prayerInsights(stats({ totalPrayers: 1000, answeredPrayers: 296 })).band).toBe('praise');
    expect(prayerInsights(stats({ totalPrayers: 1000, answeredPrayers: 294 })).band).toBe('sharing');
    expect(prayerInsights(stats({ totalPrayers: 1000, answeredPrayers: 144 })).band).toBe('encourage');
  });
});
