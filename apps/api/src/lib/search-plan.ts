import { type Column, getTableName, type SQL, sql, type Table } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { containsPattern } from './ids.ts';
import { rowsOf } from './rows.ts';

/**
 * Searches driven by their rarest word.
 *
 * A search is `search_text like '%…%'` over a trigram (GIN) index, which reads the posting list of every
 * trigram of the pattern. A word found in most rows ('mensaje', 'publicación', 'noticia') has posting
 * lists as long as the table, so a search that pairs it with a rare word ('mensaje 4711') costs what the
 * common word does, and grows with the church: measured on 200,000 posts, 466 index pages (18 ms) for
 * 'mensaje 4711 ' against 7 pages (0.1 ms) for '4711' alone.
 *
 * So when a sample of the column says one word of the search is far rarer than another, the index is
 * asked for that word only and the whole pattern is checked on the rows it finds (a filter the index
 * cannot take). The answer is the same either way: every row that holds the search holds each of its
 * words (koinonia_fold maps character by character, so the folded word is part of the folded search).
 * Only the plan changes.
 */

/** A word: letters and digits in a row, as pg_trgm reads words. It drives only with three or more. */
const WORD = /[\p{L}\p{N}]{3,}/gu;
/** The words of a search weighed against the sample (each is a pass over it). */
const MAX_WORDS = 8;
/** Pages of the table read for the sample (TABLESAMPLE SYSTEM): about 1,000 to 3,000 rows. */
const SAMPLE_PAGES = 50;
const SAMPLE_MAX_ROWS = 3_000;
/** A smaller table (sample) is searched whole by the index: its posting lists are short anyway. */
const MIN_SAMPLE = 300;
/** A word drives the search when the commonest other word is this many times more frequent. */
const RARER_BY = 100;
/** A sample is taken again after this long (the words of a church change slowly). */
const SAMPLE_TTL_MS = 10 * 60_000;

/** Lower-cased without the accents koinonia_fold strips (for the sample's estimate only; the column is folded). */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

interface Sample {
  values: string[];
  at: number;
}

interface SampleState {
  sample?: Sample;
  taking?: Promise<void>;
}

/**
 * A sample of one folded search column, per database handle, taken again every ten minutes (the old one
 * serves while the new one is taken). A sample that cannot be taken leaves the searches planned as
 * before (the whole pattern), and is tried again by the next search.
 */
export class SearchSample {
  private readonly byDb = new WeakMap<Tx, SampleState>();

  constructor(
    private readonly table: Table,
    private readonly column: Column,
  ) {}

  async values(db: Tx): Promise<string[]> {
    let state = this.byDb.get(db);
    if (!state) {
      state = {};
      this.byDb.set(db, state);
    }
    const current = state;
    if (!current.taking && (!current.sample || current.sample.at < Date.now() - SAMPLE_TTL_MS)) {
      current.taking = this.take(db)
        .then(
          (sample) => {
            current.sample = sample;
          },
          () => {},
        )
        .finally(() => {
          current.taking = undefined;
        });
    }
    if (!current.sample) await current.taking;
    return current.sample?.values ?? [];
  }

  private async take(db: Tx): Promise<Sample> {
    const name = getTableName(this.table);
    // The table's size in pages, current on PGlite too (reltuples is only as fresh as the last ANALYZE).
    const size = await db.execute(
      sql`select (pg_relation_size(${name}::regclass) / current_setting('block_size')::int)::int as pages`,
    );
    const [first] = rowsOf<{ pages: number }>(size);
    const pages = Math.max(1, Number(first?.pages ?? 1));
    const percent = Math.min(100, (100 * SAMPLE_PAGES) / pages);
    const sampled = await db.execute(
      sql`select ${this.column} as v from ${this.table} tablesample system (${sql.raw(percent.toFixed(6))}) limit ${SAMPLE_MAX_ROWS}`,
    );
    const rows = rowsOf<{ v: string | null }>(sampled);
    return { values: rows.map((r) => r.v ?? ''), at: Date.now() };
  }
}

/** The searches whose answers a sample keeps (then it starts afresh): more than a screen's users type in ten minutes. */
const SAID_MAX = 1_000;

/**
 * What each sample said of each search (isRareSearch, planSearch), kept with the sample: a pass over
 * its 3,000 values costs about 0.2 ms a word, on every page of the same search otherwise. The answer is
 * a function of the sample and the search alone, and a new sample (a new array) starts with none.
 */
const said = new WeakMap<string[], Map<string, unknown>>();

function askedOf<T>(values: string[], key: string, ask: () => T): T {
  let answers = said.get(values);
  if (!answers) {
    answers = new Map();
    said.set(values, answers);
  }
  if (answers.has(key)) return answers.get(key) as T;
  const answer = ask();
  if (answers.size >= SAID_MAX) answers.clear();
  answers.set(key, answer);
  return answer;
}

/** A search found in at most this many of the sample's rows is rare (see isRareSearch). */
const RARE_HITS = 3;

/**
 * Whether the sample says the whole search matches few rows (at most RARE_HITS of the sample's: about
 * one row in a thousand or fewer on a big table), so that its page is best read as its matches from the
 * trigram index, sorted, and never by walking the list's order until the page is full.
 *
 * PostgreSQL estimates `like '%…%'` by the share of its statistics' histogram bounds (about a hundred
 * values) that hold the pattern. One bound that happens to hold a rare search makes it a hundred times
 * commoner than it is: measured on the bench's 200,000 enrollments, 'Pérez 345' (72 rows) was estimated
 * at 20 rows after most ANALYZEs and at 2,020 after one in twenty, and then its page was read by walking
 * the (community, date) index and filtering about 55,000 rows (54 ms against 2.6 ms), the p97.5 of the
 * search scenario 62-80 ms in the full bench runs it happened in. A list asks this for its search and, for
 * a rare one, orders its page by an expression no index gives (rareSearchOrder), which leaves the planner
 * the matches to sort whatever its estimate.
 */
export async function isRareSearch(db: Tx, sample: SearchSample, search: string): Promise<boolean> {
  const values = await sample.values(db);
  if (values.length < MIN_SAMPLE) return false;
  return askedOf(values, `rare:${search}`, () => {
    const folded = fold(search);
    let hits = 0;
    for (const v of values) if (v.includes(folded) && ++hits > RARE_HITS) return false;
    return true;
  });
}

/**
 * A rare search's order (isRareSearch): the same order, its first key a timestamp written as an
 * expression (`+ interval '0 s'`, the same instant) that no index is sorted by.
 */
export function rareSearchOrder(first: Column, direction: 'asc' | 'desc'): SQL {
  return direction === 'desc' ? sql`(${first} + interval '0 s') desc` : sql`(${first} + interval '0 s') asc`;
}

/** How a list's search is asked of the index: the whole pattern ('search') or its rarest word ('driven'). */
export type SearchMode = 'search' | 'driven';

export interface SearchPlan {
  mode: SearchMode;
  /** The placeholders' values: `pattern` (the whole search) and, when driven, `driver` (one word). */
  values: { pattern: string; driver?: string };
}

/**
 * The search's words, each with the character before and after it in the search when there is one (a
 * space, '-', '@'): still a part of the search, so every row holding the search holds it, and rarer than
 * the bare word. pg_trgm pads a word at such a boundary, so the index asks for "145" as a whole word
 * (' 145 ' in 'nunez 145 bench': one member of 50,000), not for every number holding 145 (1450-1459,
 * 2145, …: 200 of them, more in a larger church).
 */
function boundedWords(search: string): string[] {
  return [...search.matchAll(WORD)].map((m) => {
    // Whole characters, not UTF-16 units: half of an emoji's pair would be no part of the search at all.
    const before = Array.from(search.slice(0, m.index)).at(-1) ?? '';
    const after = Array.from(search.slice(m.index + m[0].length))[0] ?? '';
    return before + m[0] + after;
  });
}

/**
 * The plan of one search: driven by its rarest word when the sample shows a word of it RARER_BY times
 * rarer than another one; otherwise the whole pattern, as before.
 */
export async function planSearch(db: Tx, sample: SearchSample, search: string): Promise<SearchPlan> {
  const pattern = containsPattern(search);
  const words = [...new Set(boundedWords(search))].slice(0, MAX_WORDS);
  if (words.length < 2) return { mode: 'search', values: { pattern } };
  const values = await sample.values(db);
  if (values.length < MIN_SAMPLE) return { mode: 'search', values: { pattern } };
  return askedOf(values, `plan:${search}`, () => plannedBy(values, words, pattern));
}

/** planSearch's answer from the sample's values, for a search of two words or more. */
function plannedBy(values: string[], words: string[], pattern: string): SearchPlan {
  const frequency = (word: string) => {
    const folded = fold(word);
    let hits = 0;
    for (const v of values) if (v.includes(folded)) hits++;
    // Half a hit for a word the sample never saw: rare, not absent.
    return (hits || 0.5) / values.length;
  };
  const ranked = words.map((word) => ({ word, f: frequency(word) })).sort((a, b) => a.f - b.f);
  const rarest = ranked[0]!;
  const commonest = ranked.at(-1)!;
  if (commonest.f < rarest.f * RARER_BY) return { mode: 'search', values: { pattern } };
  return { mode: 'driven', values: { pattern, driver: containsPattern(rarest.word) } };
}

/**
 * The one way to write a list's search: its condition on a folded, trigram-indexed column, by mode
 * ('search' for a list that is never driven). Its values are `p('pattern')` and `p('driver')`,
 * placeholders by default (a query prepared once per shape), or the values themselves for a query built
 * for one call. Driven, the index takes the rare word and `(column || '')` (no index's expression)
 * checks the whole pattern on the rows it finds.
 */
export function searchCondition(
  column: Column,
  mode: SearchMode,
  p: (name: 'pattern' | 'driver') => unknown = sql.placeholder,
): SQL {
  return mode === 'driven'
    ? sql`(${column} like koinonia_fold(${p('driver')}) and (${column} || '') like koinonia_fold(${p('pattern')}))`
    : sql`${column} like koinonia_fold(${p('pattern')})`;
}
