/**
 * The import fences Biome cannot express, because they need the imported file's real path rather than
 * the text of the import: a feature's own folder, a domain's own folder, cycles. Biome's overrides
 * (biome.json) hold the others. `npm run lint` runs this file and .dependency-cruiser.domains.cjs;
 * scripts/fences.test.ts proves that each rule refuses a leak of its kind.
 *
 * Files named `__fence-probe-<run>-*` are those probes: left out here, except the probing run's own
 * (FENCE_PROBES=<run>, set by the test), so that two test runs at once never read each other's.
 */
const probing = /^\d+$/.test(process.env.FENCE_PROBES ?? '') ? process.env.FENCE_PROBES : undefined;

const options = {
  doNotFollow: { path: '(^|/)node_modules/' },
  exclude: {
    path: [
      '(^|/)(node_modules|dist|data|\\.e2e-artifacts)/',
      probing ? `__fence-probe-(?!${probing}-)` : '__fence-probe-',
    ],
  },
  // Imports end in `.ts` (allowImportingTsExtensions) and packages resolve through their `exports`.
  enhancedResolveOptions: {
    exportsFields: ['exports'],
    conditionNames: ['import', 'require', 'node', 'default', 'types'],
    extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    mainFields: ['module', 'main', 'types'],
  },
  tsConfig: { fileName: 'tsconfig.base.json' },
  skipAnalysisNotInRules: true,
};

module.exports = {
  forbidden: [
    {
      name: 'no-import-cycle',
      severity: 'error',
      comment:
        'Files never import each other, directly or around a loop: move what both need to a third file ' +
        '(type-only imports do not count, they are gone at run time).',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'web-feature-imports-another-feature',
      severity: 'error',
      comment:
        'A feature never imports another feature, from any depth: move what both need to ' +
        'apps/web/src/components or lib, or to @koinonia/shared.',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'member-feature-imports-another-feature',
      severity: 'error',
      comment:
        "A feature of the members' app never imports another feature: move what both need to " +
        'apps/member/src/components or lib, or to @koinonia/shared.',
      from: { path: '^apps/member/src/features/([^/]+)/' },
      to: { path: '^apps/member/src/features/', pathNot: '^apps/member/src/features/$1/' },
    },
    {
      name: 'apps-import-each-other',
      severity: 'error',
      comment:
        "The dashboard and the members' app never import each other: what both need lives in " +
        '@koinonia/ui or @koinonia/shared.',
      from: { path: '^apps/(web|member)/' },
      to: { path: '^apps/(web|member)/', pathNot: '^apps/$1/' },
    },
    {
      name: 'web-imports-api',
      severity: 'error',
      comment: 'The web talks to the API over HTTP only: shared shapes live in @koinonia/shared.',
      from: { path: '^apps/(web|member)/' },
      to: { path: '^(apps/api/|@koinonia/api(/|$))' },
    },
    {
      name: 'service-imports-another-domain-sql',
      severity: 'error',
      comment:
        "A service reads and writes through its own domain's *.queries.ts: another domain's data comes " +
        "from that domain's service, or from a queries function of its own domain.",
      from: { path: '^apps/api/src/modules/([^/]+)/[^/]+\\.service\\.ts$' },
      to: {
        path: '^apps/api/src/modules/[^/]+/[^/]+\\.(queries|table)\\.ts$',
        pathNot: '^apps/api/src/modules/$1/',
      },
    },
  ],
  options: {
    ...options,
    // Reads `import type` too, to tell type-only imports apart (they do not make a cycle).
    tsPreCompilationDeps: true,
  },
};
