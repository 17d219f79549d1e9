import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { cruise, type IConfiguration } from 'dependency-cruiser'
import { afterAll, describe, expect, it } from 'vitest'

// The import rules `npm run lint` enforces (.dependency-cruiser.cjs), shown catching each kind of
// breach in a small tree laid out like the repository, and passing the same tree once mended.

const REPO = join(dirname(new URL(import.meta.url).pathname), '..', '..', '..')
const load = (file: string) => createRequire(import.meta.url)(join(REPO, file)) as IConfiguration
const config = load('.dependency-cruiser.cjs')
const folders = load('.dependency-cruiser.folders.cjs')

const tree = mkdtempSync(join(tmpdir(), 'memap-lint-rules-'))
afterAll(() => rmSync(tree, { recursive: true, force: true }))

function write(files: Record<string, string>) {
  for (const [path, code] of Object.entries(files)) {
    mkdirSync(dirname(join(tree, path)), { recursive: true })
    writeFileSync(join(tree, path), `${code}\nexport const here = 1\n`)
  }
}

/** The rules of `rules` broken in the tree, each as `rule: from -> to`. */
async function violations(rules = config): Promise<string[]> {
  const previous = process.cwd()
  process.chdir(tree)
  try {
    const result = await cruise(['apps'], {
      validate: true,
      ruleSet: { forbidden: rules.forbidden },
      exclude: rules.options?.exclude,
      tsPreCompilationDeps: true,
    })
    if (typeof result.output === 'string') throw new Error('expected a cruise result')
    return result.output.summary.violations
      .map((violation) => `${violation.rule.name}: ${violation.from} -> ${violation.to}`)
      .sort()
  } finally {
    process.chdir(previous)
  }
}

describe('the import rules of npm run lint', () => {
  it("finds a circle, a module importing the app, another module's tables and each layer crossing", async () => {
    write({
      'apps/web/src/features/a/one.ts': "import './two.ts'",
      'apps/web/src/features/a/two.ts': "import './one.ts'",
      'apps/web/src/features/a/other.ts': "import '../b/screen.ts'",
      'apps/web/src/features/b/screen.ts': "import '../../app/router.ts'",
      'apps/web/src/features/b/link.ts': "import '../../shared/lib/paths.ts'",
      'apps/web/src/app/router.ts': '',
      'apps/web/src/shared/lib/paths.ts': '',
      'apps/web/src/shared/ui/button.ts': "import '../../features/b/link.ts'",
      'apps/api/src/app.ts': '',
      'apps/api/src/modules/system/routes.ts': "import '../../app.ts'",
      'apps/api/src/modules/friends/service.ts': "import '../profiles/repo.ts'\nimport './repo.ts'",
      'apps/api/src/modules/friends/repo.ts': '',
      'apps/api/src/modules/profiles/repo.ts': '',
      'apps/api/src/modules/badges/service.ts': "import '../friends/repo/network.ts'",
      'apps/api/src/modules/friends/repo/network.ts': '',
    })
    expect(await violations()).toEqual([
      'api-modules-not-app: apps/api/src/modules/system/routes.ts -> apps/api/src/app.ts',
      'api-tables-through-their-service: apps/api/src/modules/badges/service.ts -> apps/api/src/modules/friends/repo/network.ts',
      'api-tables-through-their-service: apps/api/src/modules/friends/service.ts -> apps/api/src/modules/profiles/repo.ts',
      'no-circular: apps/web/src/features/a/one.ts -> apps/web/src/features/a/two.ts',
      'web-features-apart: apps/web/src/features/a/other.ts -> apps/web/src/features/b/screen.ts',
      'web-features-below-app: apps/web/src/features/b/screen.ts -> apps/web/src/app/router.ts',
      'web-shared-is-the-bottom: apps/web/src/shared/ui/button.ts -> apps/web/src/features/b/link.ts',
    ])
  })

  it('passes the tree once mended', async () => {
    rmSync(join(tree, 'apps'), { recursive: true, force: true })
    write({
      'apps/web/src/features/a/one.ts': "import './two.ts'",
      'apps/web/src/features/a/two.ts': "import '../../shared/ui/button.ts'",
      'apps/web/src/features/b/link.ts': "import '../../shared/lib/paths.ts'",
      'apps/web/src/app/router.ts':
        "import '../features/a/one.ts'\nimport '../shared/lib/paths.ts'",
      'apps/web/src/shared/lib/paths.ts': '',
      'apps/web/src/shared/ui/button.ts': '',
      'apps/api/src/app.ts': "import './modules/system/routes.ts'",
      'apps/api/src/modules/system/routes.ts': '',
      'apps/api/src/modules/friends/service.ts': "import './repo.ts'",
      'apps/api/src/modules/friends/repo.ts': '',
    })
    expect(await violations()).toEqual([])
  })
})

describe('the folder rule of npm run lint', () => {
  it('finds an API folder importing one that imports it back, and ignores what tests import', async () => {
    rmSync(join(tree, 'apps'), { recursive: true, force: true })
    write({
      'apps/api/src/modules/account/parts.ts': "import '../profiles/export.ts'",
      'apps/api/src/modules/account/export.ts': '',
      'apps/api/src/modules/profiles/export.ts': "import '../account/export.ts'",
      'apps/api/src/modules/points/service.ts': '',
      'apps/api/src/modules/points/service.test.ts': "import '../../test/app.ts'",
      'apps/api/src/test/app.ts': "import '../modules/points/service.ts'",
    })
    expect(await violations(folders)).toEqual([
      'api-no-folder-loops: apps/api/src/modules/account -> apps/api/src/modules/profiles',
      'api-no-folder-loops: apps/api/src/modules/profiles -> apps/api/src/modules/account',
    ])
  })

  it('passes once the shared type is below both, and a module importing its own subfolder', async () => {
    rmSync(join(tree, 'apps'), { recursive: true, force: true })
    write({
      'apps/api/src/core/account-parts.ts': '',
      'apps/api/src/modules/account/parts.ts':
        "import '../profiles/export.ts'\nimport '../../core/account-parts.ts'",
      'apps/api/src/modules/profiles/export.ts': "import '../../core/account-parts.ts'",
      // A module's own subfolder may import the module back: its queries name the module's types.
      'apps/api/src/modules/profiles/page.ts': "import './repo/profile-query.ts'",
      'apps/api/src/modules/profiles/repo/profile-query.ts': "import '../repo.ts'",
      'apps/api/src/modules/profiles/repo.ts': '',
    })
    expect(await violations(folders)).toEqual([])
  })
})
