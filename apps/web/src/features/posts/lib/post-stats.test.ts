import { formatOneDecimal } from '@koinonia/ui/format-number';
import { describe, expect, it } from 'vitest';
import { engagementAverage, roundOneDecimal, typeShare } from './post-stats';

const stat = (type: string, count: number, totalLikes: number, totalComments: number) => ({
  type,
  count,
  totalLikes,
  totalComments,
});

describe('engagementAverage', () => {
  it('is (likes + comments) / total posts, to one decimal', () => {
    const stats = { totalPosts: 3, byType: [stat('ANNOUNCEMENT', 2, 5, 2), stat('WEDDING', 1, 1, 0)] };
    // (5 + 2 + 1 + 0) / 3 = 2.666…
    expect(engagementAverage(stats)).toBe(2.7);
  });

  it('is 0 without posts (no division by zero)', () => {
    expect(engagementAverage({ totalPosts: 0, byType: [stat('ANNOUNCEMENT', 0, 0, 0)] })).toBe(0);
  });

  it('keeps whole averages whole', () => {
    expect(engagementAverage({ totalPosts: 2, byType: [stat('EVENT', 2, 3, 3)] })).toBe(3);
  });
});

describe('typeShare', () => {
  it('is count / total as a percentage with one decimal', () => {
    expect(typeShare(1, 3)).toBe(33.3);
    expect(typeShare(2, 3)).toBe(66.7);
    expect(typeShare(12, 12)).toBe(100);
  });

  it('is 0 when there is nothing to share', () => {
    expect(typeShare(0, 0)).toBe(0);
    expect(typeShare(0, 10)).toBe(0);
  });
});

describe('one decimal', () => {
  it('rounds half away from zero', () => {
    expect(roundOneDecimal(0.25)).toBe(0.3);
    expect(roundOneDecimal(1.05)).toBe(1.1);
    expect(roundOneDecimal(Number.NaN)).toBe(0);
  });

  it('writes the decimal the Spanish way, always one digit', () => {
    expect(formatOneDecimal(12.5)).toBe('12,5');
    expect(formatOneDecimal(3)).toBe('3,0');
  });
});
