/**
 * Dependency rules of the repository (issue 20 item 7), checked by `npm test` (scripts/test-all.sh):
 * `npx depcruise apps/api/src apps/web/src apps/web/app packages --config .dependency-cruiser.cjs`.
 * CONTRIBUTING.md ("Module boundaries") says why each rule exists.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A cycle between files (through a module index, a cycle between modules) ties them into one. ' +
        'A cycle closed only by type imports (an interface and its implementations) is erased at build.',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'api-module-through-index',
      severity: 'error',
      comment:
        'Outside modules/<name>, an API module is reached only through modules/<name>/index.ts, its public ' +
        'interface; its other files are its own.',
      from: { path: '^apps/api/src/', pathNot: ['^apps/api/src/modules/([^/]+)/'] },
      to: { path: '^apps/api/src/modules/[^/]+/', pathNot: ['^apps/api/src/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'api-module-to-module-through-index',
      severity: 'error',
      comment: 'A module imports another module only through its index.ts, never its files.',
      from: { path: '^apps/api/src/modules/([^/]+)/' },
      to: {
        path: '^apps/api/src/modules/[^/]+/',
        pathNot: ['^apps/api/src/modules/$1/', '^apps/api/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'api-no-foreign-repository',
      severity: 'error',
      comment: "A module's queries (*-repo.ts) are its own: no other module or root file imports them.",
      from: { path: '^apps/api/src/(?!modules/)|^apps/api/src/modules/([^/]+)/' },
      to: { path: '^apps/api/src/modules/[^/]+/.*-repo\\.ts$', pathNot: ['^apps/api/src/modules/$1/'] },
    },
    {
      name: 'api-index-no-repository',
      severity: 'error',
      comment:
        "A module's index exports its services, routes, pure rules and types, never its queries: a *-repo.ts " +
        'function re-exported there would let any module read the tables with a db handle of its own (ask the ' +
        'service, built once in services.ts). Types of a repository (its row shapes) may be re-exported.',
      from: { path: '^apps/api/src/modules/[^/]+/index\\.ts$' },
      to: { path: '^apps/api/src/modules/[^/]+/.*-repo\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'api-no-repository-reexport',
      severity: 'error',
      comment:
        'No file passes a repository\'s functions on (`export { … } from "./x-repo.js"`) for the index to ' +
        're-export. dependency-cruiser keeps one kind per pair of files (the first it meets), so a file that ' +
        'also imports from that repository is not caught here: services wrap their queries, never re-export them.',
      from: { path: '^apps/api/src/' },
      to: {
        path: '^apps/api/src/modules/[^/]+/.*-repo\\.ts$',
        dependencyTypes: ['export'],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'packages-not-apps',
      severity: 'error',
      comment: 'packages/* are shared by the apps and never depend on one.',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'apps-not-each-other',
      severity: 'error',
      comment: 'The apps talk over HTTP and share code only through packages/*.',
      from: { path: '^apps/(api|web|backoffice)/' },
      to: { path: '^apps/', pathNot: ['^apps/$1/'] },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import that resolves to nothing (a typo or a missing dependency).',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: ['node_modules'] },
    exclude: { path: ['(^|/)\\.next/', '(^|/)dist/', '(^|/)node_modules/'] },
    // the storefront's `@/…` paths; the API and the packages import relatively
    webpackConfig: { fileName: 'scripts/depcruise-resolve.mjs' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    extraExtensionsToScan: [],
  },
};
