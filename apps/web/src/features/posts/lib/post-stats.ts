/** What the statistics panel reads of the server's post statistics (spec section 3). */
export interface PostStatsInput {
  totalPosts: number;
  byType: readonly { type: string; count: number; totalLikes: number; totalComments: number }[];
}

/** A value rounded to one decimal (half away from zero), as a number. */
export function roundOneDecimal(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.sign(value) * (Math.round(Math.abs(value) * 10) / 10);
}

/** Engagement average (spec section 9): (likes + comments) / totalPosts, one decimal; 0 without posts. */
export function engagementAverage(stats: PostStatsInput): number {
  if (stats.totalPosts <= 0) return 0;
  const engagement = stats.byType.reduce((sum, t) => sum + t.totalLikes + t.totalComments, 0);
  return roundOneDecimal(engagement / stats.totalPosts);
}

/** A type's share of the total (spec section 9): count / total as a percentage, one decimal; 0 when empty. */
export function typeShare(count: number, total: number): number {
  if (total <= 0) return 0;
  return roundOneDecimal((count / total) * 100);
}
