/**
 * The import fences of `npm run lint` (biome.json, .dependency-cruiser.cjs,
 * .dependency-cruiser.domains.cjs) each refuse a probe of the leak they exist for, and let its
 * legitimate counterpart through: a fence that lets everything through fails here, and so does one
 * that refuses everything.
 *
 * Biome judges an import by its text, so its probes are linted in a temporary folder holding a copy of
 * biome.json. dependency-cruiser judges the file an import resolves to, so its probes are real files in
 * the tree, named `__fence-probe-<pid>-*` (which the lint leaves out, except this run's own with
 * FENCE_PROBES=<pid>: another run at the same time never sees them) and removed after the run, even when
 * it fails.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

interface Probe {
  /** The fence, as the table of docs/architecture.md §6 names it. */
  fence: string;
  /** Where the file would be, from the repository's root. */
  file: string;
  code: string;
  refused: boolean;
}

function run(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(command, args, { ...options, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

/* Biome: the text of an import, by the file's place. */

const restricted = 'style/noRestrictedImports';
const reExportAll = 'performance/noReExportAll';

const biomeProbes: (Probe & { rule: string })[] = [
  // Fences that held before.
  {
    fence: 'routes call services only',
    file: 'apps/api/src/modules/news/probe-1.routes.ts',
    code: "import { sql } from 'drizzle-orm';\nexport const s = sql;\n",
    rule: restricted,
    refused: true,
  },
  {
    fence: 'routes call services only',
    file: 'apps/api/src/modules/news/probe-2.routes.ts',
    code: "import { listNews } from './news.queries.ts';\nexport const l = listNews;\n",
    rule: restricted,
    refused: true,
  },
  {
    fence: 'routes call services only',
    file: 'apps/api/src/modules/news/probe-3.routes.ts',
    code: "import * as service from './news.service.ts';\nexport const s = service;\n",
    rule: restricted,
    refused: false,
  },
  {
    fence: 'shared is a leaf',
    file: 'packages/shared/src/probe-1.ts',
    code: "import { buildApp } from '@koinonia/api/src/app.ts';\nexport const b = buildApp;\n",
    rule: restricted,
    refused: true,
  },
  ...[
    "import { isUuid } from '../../../apps/api/src/lib/ids.ts';\nexport const u = isUuid;\n",
    "import { errorMessage } from '@koinonia/web/src/lib/api-client';\nexport const e = errorMessage;\n",
    "import { Pager } from '@koinonia/ui/pager';\nexport const p = Pager;\n",
  ].map((code, n) => ({
    fence: 'shared is a leaf',
    file: `packages/shared/src/probe-leaf-${n}.ts`,
    code,
    rule: restricted,
    refused: true,
  })),
  {
    fence: 'shared is a leaf',
    file: 'packages/shared/src/probe-2.ts',
    code: "import { errorCodes } from './errors.ts';\nexport const e = errorCodes;\n",
    rule: restricted,
    refused: false,
  },
  {
    fence: 'web features are independent',
    file: 'apps/web/src/features/news/components/probe-1.tsx',
    code: "import { useCourses } from '../../school/api/get-courses';\nexport const c = useCourses;\n",
    rule: restricted,
    refused: true,
  },
  {
    fence: 'web features are independent',
    file: 'apps/web/src/features/news/components/probe-2.tsx',
    code: "import { LoadError } from '../../../components/load-error';\nimport { newsForm } from '../lib/news-form';\nexport const c = [LoadError, newsForm];\n",
    rule: restricted,
    refused: false,
  },
  {
    fence: 'web features are independent',
    file: 'apps/web/src/features/news/probe-3.ts',
    code: "import { LoadError } from '../../components/load-error';\nexport const c = LoadError;\n",
    rule: restricted,
    refused: false,
  },
  {
    fence: 'web lib and components are below the features',
    file: 'apps/web/src/lib/probe-1.ts',
    code: "import { newsKeys } from '../features/news/api/news-keys';\nexport const k = newsKeys;\n",
    rule: restricted,
    refused: true,
  },
  {
    fence: 'web lib and components are below the features',
    file: 'apps/web/src/components/probe-2.ts',
    code: "import { errorMessage } from '../lib/api-client';\nexport const e = errorMessage;\n",
    rule: restricted,
    refused: false,
  },
  // The API's lib/ is below the domains.
  {
    fence: 'API lib is below the modules',
    file: 'apps/api/src/lib/probe-1.ts',
    code: "import { imageReferences } from '../modules/image-references.ts';\nexport const i = imageReferences;\n",
    rule: restricted,
    refused: true,
  },
  {
    fence: 'API lib is below the modules',
    file: 'apps/api/src/lib/nested/probe-2.ts',
    code: "import { newsTable } from '../../modules/news/news.table.ts';\nexport const n = newsTable;\n",
    rule: restricted,
    refused: true,
  },
  {
    fence: 'API lib is below the modules',
    file: 'apps/api/src/lib/probe-3.ts',
    code: "import { isUuid } from './ids.ts';\nexport const u = isUuid;\n",
    rule: restricted,
    refused: false,
  },
  {
    fence: 'API lib is below the modules',
    file: 'apps/api/src/lib/probe-4.test.ts',
    code: "import { imageReferences } from '../modules/image-references.ts';\nexport const i = imageReferences;\n",
    rule: restricted,
    refused: false,
  },
  // SQL lives in *.queries.ts, never in a service.
  {
    fence: 'services never write SQL',
    file: 'apps/api/src/modules/events/probe-1.service.ts',
    code: "import { and, eq } from 'drizzle-orm';\nexport const w = [and, eq];\n",
    rule: restricted,
    refused: true,
  },
  {
    fence: 'services never write SQL',
    file: 'apps/api/src/modules/events/probe-2.service.ts',
    code: "import { pgTable } from 'drizzle-orm/pg-core';\nexport const t = pgTable;\n",
    rule: restricted,
    refused: true,
  },
  {
    fence: 'services never write SQL',
    file: 'apps/api/src/modules/events/probe-3.service.ts',
    code: "import { eventsBetween } from './events-calendar.queries.ts';\nexport const e = eventsBetween;\n",
    rule: restricted,
    refused: false,
  },
  {
    fence: 'services never write SQL',
    file: 'apps/api/src/modules/events/probe-4.queries.ts',
    code: "import { and, eq } from 'drizzle-orm';\nexport const w = [and, eq];\n",
    rule: restricted,
    refused: false,
  },
  // No `export *` barrels, anywhere.
  ...['apps/api/src/modules/events', 'apps/web/src/lib', 'packages/shared/src', 'scripts'].flatMap(
    (folder, n) => [
      {
        fence: 'no export * barrels',
        file: `${folder}/probe-barrel-${n}a.ts`,
        code: "export * from './other.ts';\n",
        rule: reExportAll,
        refused: true,
      },
      {
        fence: 'no export * barrels',
        file: `${folder}/probe-barrel-${n}b.ts`,
        code: "export * as other from './other.ts';\n",
        rule: reExportAll,
        refused: true,
      },
      {
        fence: 'no export * barrels',
        file: `${folder}/probe-barrel-${n}c.ts`,
        code: "export { one, two } from './other.ts';\n",
        rule: reExportAll,
        refused: false,
      },
    ],
  ),
  // The web kit is below the apps.
  ...[
    "import { buildApp } from '@koinonia/api/src/app.ts';\nexport const b = buildApp;\n",
    "import api from '@koinonia/api';\nexport const a = api;\n",
    "import web from '@koinonia/web';\nexport const w = web;\n",
    "import { errorMessage } from '../../../apps/web/src/lib/api-client';\nexport const e = errorMessage;\n",
  ].map((code, n) => ({
    fence: 'packages/ui is below the apps',
    file: `packages/ui/src/probe-${n}.ts`,
    code,
    rule: restricted,
    refused: true,
  })),
  {
    fence: 'packages/ui is below the apps',
    file: 'packages/ui/src/probe-ok.ts',
    code: "import { errorCodes } from '@koinonia/shared/errors';\nexport const e = errorCodes;\n",
    rule: restricted,
    refused: false,
  },
];

/* dependency-cruiser: the file an import resolves to. */

const tag = `__fence-probe-${process.pid}`;

const cruiserProbes: (Probe & { rule: string })[] = [
  // A web feature never imports another one, from any depth.
  {
    fence: 'web features are independent',
    file: `apps/web/src/features/news/components/${tag}-1.ts`,
    code: "import '../../../features/prayers/api/prayers-keys';\n",
    rule: 'web-feature-imports-another-feature',
    refused: true,
  },
  {
    fence: 'web features are independent',
    file: `apps/web/src/features/news/components/${tag}-2.ts`,
    code: "import '../../../../src/features/prayers/lib/prayer-form';\n",
    rule: 'web-feature-imports-another-feature',
    refused: true,
  },
  {
    fence: 'web features are independent',
    file: `apps/web/src/features/news/${tag}-3.ts`,
    code: "import '../school/api/get-courses';\n",
    rule: 'web-feature-imports-another-feature',
    refused: true,
  },
  {
    fence: 'web features are independent',
    file: `apps/web/src/features/news/components/${tag}-4.ts`,
    code: "import '../lib/news-form';\nimport '../../../components/load-error';\nimport '../../../lib/api-client';\n",
    rule: 'web-feature-imports-another-feature',
    refused: false,
  },
  {
    fence: 'web features are independent',
    file: `apps/web/src/features/news/${tag}-5.ts`,
    code: "import './lib/news-form';\nimport '../../components/load-error';\n",
    rule: 'web-feature-imports-another-feature',
    refused: false,
  },
  // The web never imports the API's source.
  {
    fence: 'the web never imports the API',
    file: `apps/web/src/lib/${tag}-6.ts`,
    code: "import '../../../api/src/lib/ids.ts';\n",
    rule: 'web-imports-api',
    refused: true,
  },
  {
    fence: 'the web never imports the API',
    file: `apps/web/src/features/news/api/${tag}-7.ts`,
    code: "import '@koinonia/api/src/lib/ids.ts';\n",
    rule: 'web-imports-api',
    refused: true,
  },
  {
    fence: 'the web never imports the API',
    file: `apps/web/src/lib/${tag}-8.ts`,
    code: "import '@koinonia/shared/errors';\nimport './api-client';\n",
    rule: 'web-imports-api',
    refused: false,
  },
  // A service uses its own domain's queries and tables only.
  {
    fence: "services use their own domain's SQL",
    file: `apps/api/src/modules/communities/${tag}-9.service.ts`,
    code: "import '../members/members.queries.ts';\n",
    rule: 'service-imports-another-domain-sql',
    refused: true,
  },
  {
    fence: "services use their own domain's SQL",
    file: `apps/api/src/modules/communities/${tag}-10.service.ts`,
    code: "import '../auth/auth.table.ts';\n",
    rule: 'service-imports-another-domain-sql',
    refused: true,
  },
  {
    fence: "services use their own domain's SQL",
    file: `apps/api/src/modules/communities/${tag}-11.service.ts`,
    code: "import './communities.queries.ts';\nimport './communities.table.ts';\nimport '../auth/auth.service.ts';\n",
    rule: 'service-imports-another-domain-sql',
    refused: false,
  },
  // No import cycles; type-only imports aside.
  {
    fence: 'no import cycles',
    file: `apps/api/src/lib/${tag}-12.ts`,
    code: `import { b } from './${tag}-13.ts';\nexport const a = () => b;\n`,
    rule: 'no-import-cycle',
    refused: true,
  },
  {
    fence: 'no import cycles',
    file: `apps/api/src/lib/${tag}-13.ts`,
    code: `import { a } from './${tag}-12.ts';\nexport const b = () => a;\n`,
    rule: 'no-import-cycle',
    refused: true,
  },
  {
    fence: 'no import cycles',
    file: `apps/api/src/lib/${tag}-14.ts`,
    code: `import type { D } from './${tag}-15.ts';\nexport type C = D;\nexport const c = 1;\n`,
    rule: 'no-import-cycle',
    refused: false,
  },
  {
    fence: 'no import cycles',
    file: `apps/api/src/lib/${tag}-15.ts`,
    code: `import { c } from './${tag}-14.ts';\nexport type D = string;\nexport const d = c;\n`,
    rule: 'no-import-cycle',
    refused: false,
  },
];

/** Domain folders: a probe in `from` importing `to` (communities already imports auth's service). */
const domainProbes = [
  {
    file: `apps/api/src/modules/auth/${tag}-16.ts`,
    code: "import '../communities/communities.table.ts';\n",
    folders: ['auth', 'communities'],
    refused: true,
  },
  {
    file: `apps/api/src/modules/news/${tag}-17.ts`,
    code: "import '../communities/communities.table.ts';\nimport '../auth/auth.service.ts';\n",
    folders: ['news'],
    refused: false,
  },
];

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
  cycle?: { name: string }[];
}

function violationsOf({ stdout, stderr }: { stdout: string; stderr: string }): Violation[] {
  try {
    return (JSON.parse(stdout) as { summary: { violations: Violation[] } }).summary.violations;
  } catch {
    throw new Error(`dependency-cruiser did not answer:\n${stderr}`);
  }
}

let biomeFindings: Set<string>;
let cruised: Violation[];
let domains: Violation[];
const written: string[] = [];
let scratch: string | undefined;

function removeProbes() {
  for (const file of written.splice(0)) rmSync(path.join(root, file), { force: true });
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  scratch = undefined;
}
process.on('exit', removeProbes);

beforeAll(async () => {
  try {
    scratch = mkdtempSync(path.join(tmpdir(), 'koinonia-fences-'));
    const config = JSON.parse(readFileSync(path.join(root, 'biome.json'), 'utf8'));
    delete config.$schema;
    writeFileSync(path.join(scratch, 'biome.json'), JSON.stringify(config));
    for (const probe of biomeProbes) {
      const file = path.join(scratch, probe.file);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, probe.code);
    }
    for (const probe of [...cruiserProbes, ...domainProbes]) {
      writeFileSync(path.join(root, probe.file), probe.code, { flag: 'wx' });
      written.push(probe.file);
    }

    const env = { ...process.env, FENCE_PROBES: String(process.pid) };
    const cruise = ['--output-type', 'json', '--config'];
    const [biome, main, domain] = await Promise.all([
      run(bin('biome'), ['lint', '--reporter=github', `--only=${restricted}`, `--only=${reExportAll}`, '.'], {
        cwd: scratch,
      }),
      run(bin('depcruise'), [...cruise, '.dependency-cruiser.cjs', 'apps', 'packages', 'scripts'], {
        cwd: root,
        env,
      }),
      run(bin('depcruise'), [...cruise, '.dependency-cruiser.domains.cjs', 'apps/api/src/modules'], {
        cwd: root,
        env,
      }),
    ]);

    // ::error title=lint/style/noRestrictedImports,file=/tmp/…/apps/api/src/lib/probe-1.ts,line=1,…
    biomeFindings = new Set(
      [...biome.stdout.matchAll(/^::error title=lint\/([^,]+),file=([^,]+),/gm)].map(
        ([, rule, file]) => `${rule} ${path.relative(scratch!, file!)}`,
      ),
    );
    if (biomeFindings.size === 0) throw new Error(`Biome found nothing:\n${biome.stdout}\n${biome.stderr}`);
    cruised = violationsOf(main);
    domains = violationsOf(domain);
  } finally {
    removeProbes();
  }
}, 300_000);

afterAll(removeProbes);

describe('Biome fences (biome.json)', () => {
  it.each(biomeProbes.map((p) => [p.refused ? 'refuses' : 'lets through', p.fence, p.file, p] as const))(
    '%s (%s): %s',
    (_verb, _fence, _file, probe) => {
      expect(biomeFindings.has(`${probe.rule} ${probe.file}`), probe.code).toBe(probe.refused);
    },
  );
});

describe('dependency-cruiser fences (.dependency-cruiser.cjs)', () => {
  it.each(cruiserProbes.map((p) => [p.refused ? 'refuses' : 'lets through', p.fence, p.file, p] as const))(
    '%s (%s): %s',
    (_verb, _fence, _file, probe) => {
      const hits = cruised.filter(
        (v) =>
          v.rule.name === probe.rule &&
          (v.from === probe.file || v.to === probe.file || v.cycle?.some((c) => c.name === probe.file)),
      );
      expect(hits.length > 0, probe.code).toBe(probe.refused);
    },
  );

  it('finds no violation but the probes’', () => {
    expect(cruised.filter((v) => !`${v.from} ${v.to}`.includes('__fence-probe-'))).toEqual([]);
  });
});

describe('domain cycles (.dependency-cruiser.domains.cjs)', () => {
  it.each(domainProbes.map((p) => [p.refused ? 'refuses' : 'lets through', p.file, p] as const))(
    '%s %s',
    (_verb, _file, probe) => {
      const folder = (name: string) => `apps/api/src/modules/${name}`;
      const hits = domains.filter(
        (v) =>
          v.rule.name === 'no-domain-cycle' &&
          probe.folders.every((f) =>
            [v.from, v.to, ...(v.cycle ?? []).map((c) => c.name)].includes(folder(f)),
          ),
      );
      expect(hits.length > 0, probe.code).toBe(probe.refused);
    },
  );
});
