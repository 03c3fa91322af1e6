import { sql } from 'drizzle-orm';
import { arrayOf, fields, fold, pageOf, q, same, spreadPages } from './checks.ts';
import type { BenchDomain, Scenario, SeedContext } from './types.ts';

const firstNames = ['María', 'José', 'Ana', 'Juan', 'Camila', 'Andrés', 'Lucía', 'Óscar'];
const lastNames = ['Gómez', 'Pérez', 'Núñez', 'Ramírez', 'Díaz', 'Suárez', 'Peña', 'Ríos'];
type Role = 'COMMUNITY_ADMIN' | 'SECTION_ADMIN' | 'MEMBER' | 'GUEST';

/** Person i as the SQL below seeds them (i = 1 joined most recently, so lists show them first). */
export function benchPerson(i: number, tag: string) {
  const role: Role =
    i % 500 === 0 ? 'COMMUNITY_ADMIN' : i % 50 === 0 ? 'SECTION_ADMIN' : i % 7 === 0 ? 'GUEST' : 'MEMBER';
  const name = `${firstNames[i % 8]} ${lastNames[Math.floor(i / 8) % 8]} ${i}`;
  const email = `bench${i}.${tag}@correo.test`;
  const document = `${tag}-${i}`;
  return {
    i,
    name,
    email,
    document,
    role,
    active: i % 13 !== 0,
    searchText: fold(`${name} ${email} ${document}`),
  };
}
type Person = ReturnType<typeof benchPerson>;

/** The account the bench signs in with: an active pastor. */
export const benchAdmin = (tag: string) => benchPerson(500, tag);
/**
 * The account the bench reads the members' app with: an active MEMBER (person 2: not a guest, a helper or
 * a pastor, and seeded at every size).
 */
export const benchMember = (tag: string) => benchPerson(2, tag);
/** Every seeded account's password. */
export const BENCH_PASSWORD = 'bench-password';

export const membersBench: BenchDomain = {
  name: 'members',
  async seed({ db, communityId, sizes, passwordHash, tag }) {
    await db.execute(sql`
      insert into users (name, email, password_hash, document_number, phone, created_at)
      select
        (array['María','José','Ana','Juan','Camila','Andrés','Lucía','Óscar'])[1 + i % 8] || ' ' ||
        (array['Gómez','Pérez','Núñez','Ramírez','Díaz','Suárez','Peña','Ríos'])[1 + (i / 8) % 8] || ' ' || i,
        'bench' || i || '.' || ${tag} || '@correo.test', ${passwordHash}, ${tag} || '-' || i, '+57 300 ' || i,
        now() - (i || ' minutes')::interval
      from generate_series(1, ${sizes.members}) as s(i)`);
    await db.execute(sql`
      insert into memberships (community_id, user_id, role, is_active, joined_at)
      select ${communityId}, u.id,
        case when n % 500 = 0 then 'COMMUNITY_ADMIN' when n % 50 = 0 then 'SECTION_ADMIN'
          when n % 7 = 0 then 'GUEST' else 'MEMBER' end,
        n % 13 <> 0, u.created_at
      from (select id, created_at, row_number() over (order by created_at desc) as n from users
        where email like ${`%.${tag}@correo.test`}) u`);

    const people = Array.from({ length: sizes.members }, (_, k) => benchPerson(k + 1, tag));
    const active = people.filter((p) => p.active);
    const limit = 20;
    const samePerson = (item: Record<string, unknown>, p: Person) => {
      const m = item as { isActive: boolean; role: Role; user: { name: string } };
      return (
        same('name', m.user?.name, p.name) ??
        same('role', m.role, p.role) ??
        same('isActive', m.isActive, p.active)
      );
    };
    const list = (rows: Person[], params: Record<string, string | number | boolean | undefined>) => {
      const page = Number(params.page ?? 1);
      return {
        path: q('/api/community/members', { limit, ...params }),
        check: pageOf(rows, page, limit, samePerson),
      };
    };
    const matching = (rows: Person[], term: string) =>
      rows.filter((p) => p.searchText.includes(fold(term.trim())));
    const searches = (terms: string[]) =>
      terms.flatMap((term) => {
        const rows = matching(active, term);
        return [1, 2]
          .filter((page) => page === 1 || rows.length > limit)
          .map((page) => list(rows, { search: term, page }));
      });
    const filters: Record<string, (p: Person) => boolean> = {
      total: () => true,
      oficiales: (p) => p.active && p.role !== 'GUEST',
      pastores: (p) => p.active && p.role === 'COMMUNITY_ADMIN',
      ayudantes: (p) => p.active && p.role === 'SECTION_ADMIN',
      miembros: (p) => p.active && p.role === 'MEMBER',
      invitados: (p) => p.active && p.role === 'GUEST',
      inactivos: (p) => !p.active,
    };
    const count = (filter: string) => people.filter(filters[filter]!).length;

    return [
      {
        name: 'members first pages',
        p99BudgetMs: 250,
        requests: [1, 2, 3, 4, 5].map((page) => list(active, { page })),
      },
      {
        name: 'members deep pages (all)',
        curveExempt:
          'a page in the middle of the list by offset: the rows before it are walked, and there are more in a larger church',
        p99BudgetMs: 400,
        requests: spreadPages(people.length, limit).map((page) =>
          list(people, { page, includeInactive: true }),
        ),
      },
      {
        // A last name and a number: one active member at every size (the email after the number ends it,
        // so 'nunez 145 bench' is not also 1450-1459: a curve compares answers of the same size; the API
        // trims a search, so a space would not do). The tag's document: 4711 and, in a larger church,
        // 47110-47119.
        name: 'members search, rare',
        p99BudgetMs: 400,
        requests: searches([
          'nunez 145 bench',
          'Pérez 140 bench',
          'ríos 125 bench',
          'GÓMEZ 1028 bench',
          'diaz 2085 bench',
          `${tag}-4711`,
        ]),
      },
      {
        // A first name: one member in eight.
        name: 'members search, common',
        p99BudgetMs: 400,
        requests: searches(['maria', 'José', 'camila', 'ANDRES', 'lucia']),
      },
      {
        name: 'members by statistic card',
        p99BudgetMs: 300,
        requests: Object.entries(filters).flatMap(([filter, keep]) => {
          const rows = people.filter(keep);
          return [1, 3].map((page) => list(rows, { filter, page }));
        }),
      },
      {
        name: 'dashboard stats',
        ratioExempt: 'a count summary, not a list',
        p99BudgetMs: 300,
        requests: [
          {
            path: `/api/communities/${communityId}/dashboard-stats`,
            check: fields({
              totalUsuarios: people.length,
              oficiales: count('oficiales'),
              invitados: count('invitados'),
              miembrosInactivados: count('inactivos'),
              desgloseRolesActivos: {
                pastores: count('pastores'),
                ayudantes: count('ayudantes'),
                miembros: count('miembros'),
              },
            }),
          },
        ],
      },
      {
        name: 'leader options search',
        p99BudgetMs: 400,
        curveExempt:
          'the first 50 matches in name order: the walk of the name index passes every name before the first match in the alphabet, more of them in a larger church',
        requests: ['camila', 'jose', 'ana', 'rios 1', 'núñez'].map((term) => {
          const rows = matching(active, term);
          const names = new Set(rows.map((p) => p.name));
          return {
            path: q('/api/community/users', { search: term, limit: 50 }),
            check: arrayOf(Math.min(50, rows.length), (item) =>
              names.has(String(item.name))
                ? undefined
                : `${JSON.stringify(item.name)} does not match ${term}`,
            ),
          };
        }),
      },
    ] satisfies Scenario[];
  },
};

/**
 * A scratch table `table` (n, id) of the seeded people by their number (1 is the newest, as benchPerson
 * numbers them), for a domain's seed SQL to join on; the seed drops it when done.
 */
export async function numberPeople({ db, tag }: Pick<SeedContext, 'db' | 'tag'>, table: string) {
  const t = sql.raw(table);
  await db.execute(sql`drop table if exists ${t}`);
  await db.execute(sql`
    create table ${t} as
    select row_number() over (order by created_at desc)::int as n, id from users
    where email like ${`%.${tag}@correo.test`}`);
  await db.execute(sql`alter table ${t} add primary key (n)`);
}
