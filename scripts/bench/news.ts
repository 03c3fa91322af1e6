import { sql } from 'drizzle-orm';
import { arrayOf, fold, pageOf, q, same, spreadPages } from './checks.ts';
import type { BenchDomain, Scenario } from './types.ts';

const categories = ['cultos', 'eventos', 'anuncios', 'jovenes', 'misiones', 'oracion', 'testimonios'];
const tags = ['domingo', 'adoracion', 'juventud', 'familia', 'retiro'];

/** News item i as the SQL below seeds it (i = 1 is the newest). */
function benchNews(i: number) {
  const title = `Noticia número ${i} de la comunidad`;
  const summary = `Resumen de la noticia ${i} para los miembros de la iglesia`;
  return {
    i,
    title,
    priority: 1 + (i % 4),
    active: i % 11 !== 0,
    category: categories[i % 7]!,
    tag: tags[i % 5]!,
    searchText: fold(`${title} ${summary}`),
  };
}
type News = ReturnType<typeof benchNews>;

export const newsBench: BenchDomain = {
  name: 'news',
  async seed({ db, communityId, sizes }) {
    await db.execute(sql`
      insert into news (community_id, title, summary, content, priority, is_active, category, tags, created_at)
      select ${communityId}, 'Noticia número ' || i || ' de la comunidad',
        'Resumen de la noticia ' || i || ' para los miembros de la iglesia',
        repeat('Contenido de la noticia con detalles para la comunidad. ', 3),
        1 + i % 4, i % 11 <> 0,
        (array['cultos','eventos','anuncios','jovenes','misiones','oracion','testimonios'])[1 + i % 7],
        array[(array['domingo','adoracion','juventud','familia','retiro'])[1 + i % 5]],
        now() - (i || ' minutes')::interval
      from generate_series(1, ${sizes.news}) as s(i)`);

    // The table's order: priority ascending, newest first.
    const all = Array.from({ length: sizes.news }, (_, k) => benchNews(k + 1)).sort(
      (a, b) => a.priority - b.priority || a.i - b.i,
    );
    const active = all.filter((n) => n.active);
    const limit = 20;
    // Within a priority the order is the pastor's (news.position, then id): the bench checks each item's
    // priority at its place, and that it belongs to the list with its state, not its rank within the priority.
    const list = (rows: News[], params: Record<string, string | number | boolean | undefined>) => {
      const byTitle = new Map(rows.map((n) => [n.title, n]));
      return {
        path: q('/api/community/news', { limit, ...params }),
        check: pageOf(rows, Number(params.page ?? 1), limit, (item, n) => {
          const seeded = byTitle.get(String(item.title));
          if (!seeded) return `${JSON.stringify(item.title)} is not in this list`;
          return (
            same('priority', item.priority, n.priority) ?? same('isActive', item.isActive, seeded.active)
          );
        }),
      };
    };
    const searches = (terms: string[]) =>
      terms.flatMap((term) => {
        const rows = active.filter((n) => n.searchText.includes(fold(term.trim())));
        return [1, 2]
          .filter((page) => page === 1 || rows.length > limit)
          .map((page) => list(rows, { search: term, page }));
      });
    // Pastors see the counts of every news item, inactive ones too.
    const countsBy = (key: (n: News) => string) => {
      const counts = new Map<string, number>();
      for (const n of all) counts.set(key(n), (counts.get(key(n)) ?? 0) + 1);
      return counts;
    };
    const activeByTitle = new Map(active.map((n) => [n.title, n]));
    const byCategory = countsBy((n) => n.category);
    const byTag = countsBy((n) => n.tag);

    return [
      {
        name: 'news first pages',
        p99BudgetMs: 300,
        requests: [1, 2, 3, 4, 5].map((page) => list(active, { page })),
      },
      {
        name: 'news deep pages (all)',
        curveExempt:
          'a page in the middle of the list by offset: the rows before it are walked, and there are more in a larger church',
        p99BudgetMs: 400,
        requests: spreadPages(all.length, limit).map((page) => list(all, { page, includeInactive: true })),
      },
      {
        // One item each at every size (the word after the number ends it: 'noticia 123 para' is not also
        // 1230-1239, so a curve compares answers of the same size).
        name: 'news search, rare',
        p99BudgetMs: 400,
        requests: searches(['noticia 123 para', 'NÚMERO 456 de', 'noticia 999 para']),
      },
      // 'noticia 1' matches one item in nine; 'iglesia' every one.
      {
        name: 'news search, common',
        p99BudgetMs: 400,
        requests: searches(['noticia 1', 'iglesia', 'comunidad']),
      },
      {
        name: 'news by category and tag',
        p99BudgetMs: 400,
        requests: [
          ...['cultos', 'oracion', 'testimonios'].map((category) =>
            list(
              active.filter((n) => n.category === category),
              { category },
            ),
          ),
          ...['familia', 'retiro'].map((tag) =>
            list(
              active.filter((n) => n.tag === tag),
              { tags: tag },
            ),
          ),
        ],
      },
      {
        name: 'news categories',
        // Each category's number of news, kept per news version: a request reads that version only, so
        // its ratio is Fastify's own work against a bare handler's (docs/decisions/performance.md, "a kept count
        // summary's ratio").
        ratioExempt: 'a count summary (each category and its number of news), not a list',
        p99BudgetMs: 400,
        requests: [
          {
            path: '/api/community/news/categories',
            check: arrayOf(categories.length, (item) =>
              same(`count of ${item.id}`, item.count, byCategory.get(String(item.id)) ?? 0),
            ),
          },
        ],
      },
      {
        name: 'news tags',
        p99BudgetMs: 400,
        requests: [
          {
            path: '/api/community/news/tags',
            check: arrayOf(byTag.size, (item) =>
              same(`count of ${item.name}`, item.count, byTag.get(String(item.name))),
            ),
          },
        ],
      },
      {
        name: 'news home slice (app)',
        p99BudgetMs: 300,
        requests: [
          {
            path: '/api/community/news/home-slice',
            check: arrayOf(4, (item) =>
              item && typeof item.title === 'string' ? undefined : 'an empty slot',
            ),
          },
        ],
      },
      {
        // The app's Inicio as the bench's member: the home's four cards, the first of the active news in
        // the list's order (every seeded item is a slice card): priority 1, whatever their rank within it.
        name: 'app home news (member)',
        as: 'member',
        p99BudgetMs: 300,
        requests: [
          {
            path: '/api/community/news/home-slice',
            check: arrayOf(4, (item) => {
              const seeded = item && activeByTitle.get(String(item.title));
              if (!seeded) return `${JSON.stringify(item?.title)} is not an active news item`;
              return same('priority', item.priority, active[0]!.priority);
            }),
          },
        ],
      },
    ] satisfies Scenario[];
  },
};
