/**
 * The API's domains (apps/api/src/modules/<domain>/) as folders: none may reach itself through
 * another, so the domains stay a tree that can be read and changed from the bottom up. Its own run,
 * on the modules alone: db/schema.ts gathers every domain's tables, so through it every folder would
 * reach every other one. Tests and test kits are left out (nothing imports them); so are type-only
 * imports (tsPreCompilationDeps off: they are gone at run time).
 */
const { options: sharedOptions } = require('./.dependency-cruiser.cjs');

module.exports = {
  forbidden: [
    {
      name: 'no-domain-cycle',
      severity: 'error',
      scope: 'folder',
      comment:
        'Two API domains never depend on each other: the lower one (e.g. communities, whose table the ' +
        "others reference) must not import the higher one. Use a queries function of the domain's own.",
      from: { path: '^apps/api/src/modules/[^/]+/?$' },
      to: { circular: true },
    },
  ],
  options: {
    ...sharedOptions,
    includeOnly: '^apps/api/src/modules/[^/]+/',
    exclude: { path: [...sharedOptions.exclude.path, '\\.test(-kit)?\\.ts$'] },
    tsPreCompilationDeps: false,
  },
};
