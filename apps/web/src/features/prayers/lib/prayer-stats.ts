import { prayerCategoryInfo } from '@koinonia/shared/prayers/prayers.labels';
import type { PrayerCategory, PrayerStats } from '@koinonia/shared/prayers/prayers.schemas';
import { formatCount, formatOneDecimal } from '@koinonia/ui/format-number';

/** A whole percentage of part / whole (half up); 0 when there is no whole. */
export function wholePercent(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Math.round((part / whole) * 100);
}

/** A percentage to one decimal (spec section 2: each category's share), 0 when there is no whole. */
export function oneDecimalPercent(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Math.round((part / whole) * 1000) / 10;
}

/** A percentage with one decimal, the Spanish way ('12,5%'). */
export function formatPercent1(value: number): string {
  return `${formatOneDecimal(value)}%`;
}

/** The banner's 'effectiveness' [proposed]: answered ÷ shown (the prayers the filters match), whole %. */
export function effectiveness(summary: { shown: number; answered: number }): number {
  return wholePercent(summary.answered, summary.shown);
}

export interface CategoryShare {
  category: PrayerCategory;
  label: string;
  emoji: string;
  color: string;
  count: number;
  /** count ÷ total prayers of the period, one decimal. */
  percent: number;
  /**
   * Among the three largest (with at least one prayer), ties included: fewer than three categories have
   * more prayers. Highlighted (spec section 9).
   */
  top: boolean;
}

/** The per-category distribution: most first (ties by the spec's order), the top 3 marked. */
export function categoryDistribution(stats: Pick<PrayerStats, 'categoryCounts' | 'totalPrayers'>) {
  const total = stats.totalPrayers;
  const order = Object.keys(prayerCategoryInfo) as PrayerCategory[];
  const counts = stats.categoryCounts.map((c) => c.count);
  return [...stats.categoryCounts]
    .sort((a, b) => b.count - a.count || order.indexOf(a.category) - order.indexOf(b.category))
    .map(
      (c): CategoryShare => ({
        ...prayerCategoryInfo[c.category],
        category: c.category,
        count: c.count,
        percent: oneDecimalPercent(c.count, total),
        top: c.count > 0 && counts.filter((n) => n > c.count).length < 3,
      }),
    );
}

/** Spanish list: 'Salud', 'Salud y Familia', 'Salud, Familia y Trabajo'. */
function spanishList(words: string[]): string {
  return words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} y ${words.at(-1)}`;
}

/**
 * 'Enfoque principal': the category with the most prayers, or the tied ones as a tie. "La mayoría" only
 * when it is more than half of the period's prayers.
 */
function mainFocus(shares: CategoryShare[]): string {
  const most = shares[0]?.count ?? 0;
  if (most === 0) return 'Aún no hay peticiones en este periodo.';
  const leaders = shares.filter((c) => c.count === most);
  const share = `${formatCount(most)}, ${formatPercent1(leaders[0]!.percent)} del total`;
  if (leaders.length > 1)
    return `${spanishList(leaders.map((c) => c.label))} empatan con más peticiones (${share} cada una).`;
  const [first] = leaders;
  return first!.percent > 50
    ? `La mayoría de las peticiones son de ${first!.label} (${share}).`
    : `${first!.label} es la categoría con más peticiones (${share}).`;
}

/** 'Áreas de oración': the categories with at least one prayer in the period. */
export function prayerAreas(stats: Pick<PrayerStats, 'categoryCounts'>): number {
  return stats.categoryCounts.filter((c) => c.count > 0).length;
}

export type TestimonyBand = 'praise' | 'sharing' | 'encourage';

/**
 * The testimony-rate text's band (spec section 9), on the whole percentage the bar shows: 30 % or more
 * praises, 15 to 29 % says the community is sharing, under 15 % encourages sharing.
 */
export function testimonyBand(ratePercent: number): TestimonyBand {
  if (ratePercent >= 30) return 'praise';
  if (ratePercent >= 15) return 'sharing';
  return 'encourage';
}

const testimonyTexts: Record<TestimonyBand, (rate: number) => string> = {
  praise: (rate) =>
    `¡Gloria a Dios! El ${rate}% de las peticiones ya tiene un testimonio de respuesta. La comunidad está viendo la fidelidad de Dios.`,
  sharing: (rate) =>
    `La comunidad está compartiendo lo que Dios hace: el ${rate}% de las peticiones tiene un testimonio.`,
  encourage: (rate) =>
    `Solo el ${rate}% de las peticiones tiene un testimonio. Anima a los hermanos a contar cómo Dios respondió.`,
};

/**
 * The pastoral suggestion by the same rate (spec section 9 thresholds): under 20 %, under 40 %, and
 * from 40 % on.
 */
export function pastoralSuggestion(ratePercent: number): string {
  if (ratePercent < 20)
    return 'Dedica un momento del próximo culto a pedir testimonios y llama a quienes pidieron oración para saber cómo siguen.';
  if (ratePercent < 40)
    return 'Organiza un tiempo de testimonios en los grupos pequeños y da seguimiento a las peticiones que siguen activas.';
  return 'Celebra con la comunidad las oraciones respondidas y sigue acompañando a quienes aún esperan una respuesta.';
}

export interface PrayerInsights {
  /** answered ÷ total of the period, whole %. */
  rate: number;
  band: TestimonyBand;
  mainFocus: string;
  recentActivity: string;
  testimonies: string;
  suggestion: string;
}

/** The community-insights card (spec section 2): the rate bar and its four text blocks. */
export function prayerInsights(stats: PrayerStats): PrayerInsights {
  const rate = wholePercent(stats.answeredPrayers, stats.totalPrayers);
  const band = testimonyBand(rate);
  const recentDays = Math.min(7, stats.period);
  return {
    rate,
    band,
    mainFocus: mainFocus(categoryDistribution(stats)),
    recentActivity:
      stats.recentActivity === 0
        ? `No hubo peticiones nuevas en los últimos ${recentDays} días.`
        : `${formatCount(stats.recentActivity)} ${stats.recentActivity === 1 ? 'petición nueva' : 'peticiones nuevas'} en los últimos ${recentDays} días.`,
    testimonies:
      stats.totalPrayers === 0 ? 'Aún no hay peticiones en este periodo.' : testimonyTexts[band](rate),
    suggestion: pastoralSuggestion(rate),
  };
}
