// The import rules of both apps, checked by `npm run lint` (docs/ARCHITECTURE.md, "Import rules are
// enforced"). A rule broken here fails the lint; `lint-rules.test.ts` shows each one catching
// a breach.

const WEB = '^apps/web/src/'
const API = '^apps/api/src/'

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import circles anywhere: move the shared type or value down a layer.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'api-modules-not-app',
      comment: 'A module never imports the app that registers it, or the server that starts it.',
      severity: 'error',
      from: { path: `${API}modules/` },
      to: { path: `${API}(app|server)\\.ts$` },
    },
    {
      name: 'api-tables-through-their-service',
      comment: "A module reaches another module's tables only through that module's service.",
      severity: 'error',
      from: { path: `${API}modules/([^/]+)/` },
      to: { path: `${API}modules/[^/]+/repo(\\.ts$|/)`, pathNot: `${API}modules/$1/` },
    },
    {
      name: 'web-shared-is-the-bottom',
      comment: 'shared/ imports neither a feature nor app/.',
      severity: 'error',
      from: { path: `${WEB}shared/` },
      to: { path: `${WEB}(features|app)/` },
    },
    {
      name: 'web-features-below-app',
      comment: 'A feature imports nothing from app/ (the route table is shared/lib/paths.ts).',
      severity: 'error',
      from: { path: `${WEB}features/` },
      to: { path: `${WEB}app/` },
    },
    {
      name: 'web-features-apart',
      comment: 'A feature never imports another feature: app/ composes them.',
      severity: 'error',
      from: { path: `${WEB}features/([^/]+)/` },
      to: { path: `${WEB}features/[^/]+/`, pathNot: `${WEB}features/$1/` },
    },
    {
      name: 'web-calls-in-api-files',
      comment:
        "Only api/ files (a feature's, or a folder's of it) call the API (queries and mutation " +
        'hooks); screens use their hooks ' +
        'and read refusals from shared/lib/api-errors.ts.',
      severity: 'error',
      from: {
        path: `${WEB}`,
        pathNot: [
          `${WEB}(features/[^/]+/|shared/)api/`,
          `${WEB}features/[^/]+/[^/]+/api/`,
          `${WEB}shared/lib/`,
          `\\.test\\.tsx?$`,
        ],
      },
      to: { path: `${WEB}shared/lib/api-client\\.ts$` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // .server-bundle-*: the server bundled for a test run (apps/api/src/test/server-bundle.ts),
    // left behind only by a run that was killed.
    exclude: { path: '(^|/)(node_modules|dist|generated|\\.server-bundle-[^/]+)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
  },
}
