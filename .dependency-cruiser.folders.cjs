// The API's folders import one another one way only: no folder imports one that imports it back,
// directly or round a longer loop (docs/ARCHITECTURE.md, "Import rules are enforced"). Checked by
// `npm run lint` on the API's code without its tests, since every test imports the test app
// builder (test/app.ts), which imports every module. `lint-rules.test.ts` shows it catching one.

const base = require('./.dependency-cruiser.cjs')

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'api-no-folder-loops',
      comment:
        'A folder never imports one that imports it back (modules/profiles -> modules/account -> ' +
        'modules/profiles): move the shared type down, to core/ or the lower folder.',
      severity: 'error',
      scope: 'folder',
      // A module's (or a layer's) own subfolders are its business: modules/profiles/repo/ may
      // name the module's types while the module runs its queries.
      from: { path: '^(apps/api/src/(?:modules/[^/]+|[^/]+))' },
      to: { circular: true, pathNot: '^$1(/|$)' },
    },
  ],
  options: {
    ...base.options,
    exclude: { path: `${base.options.exclude.path}|\\.test\\.ts$|^apps/api/src/test/` },
  },
}
