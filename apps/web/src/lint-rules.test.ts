import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { cruise, type IConfiguration } from 'dependency-cruiser'
import { afterAll, describe, expect, it } from 'vitest'

// The import rules `npm run lint` enforces (.dependency-cruiser.cjs), shown catching each kind of
// breach in a small tree laid out like the repository, and passing the same tree once mended.

const REPO = join(dirname(new URL(import.meta.url).pathname), '..', '..', '..')
const config = createRequire(import.meta.url)(
  join(REPO, '.dependency-cruiser.cjs'),
) as IConfiguration

const tree = mkdtempSync(join(tmpdir(), 'memap-lint-rules-'))
afterAll(() => rmSync(tree, { recursive: true, force: true }))

function write(files: Record<string, string>) {
  for (const [path, code] of Object.entries(files)) {
    mkdirSync(dirname(join(tree, path)), { recursive: true })
    writeFileSync(join(tree, path), `${code}\nexport const here = 1\n`)
  }
}

/** The rules broken in the tree, each as `rule: from -> to`. */
async function violations(): Promise<string[]> {
  const previous = process.cwd()
  process.chdir(tree)
  try {
    const result = await cruise(['apps'], {
      validate: true,
      ruleSet: { forbidden: config.forbidden },
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
    })
    expect(await violations()).toEqual([
      'api-modules-not-app: apps/api/src/modules/system/routes.ts -> apps/api/src/app.ts',
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
