import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, posix } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { MODULES } from './module-list.ts'

// A feature touches its own folder, the contract, its migration and the module list, and the
// read layer's folder for a read that joins other modules' tables (docs/ARCHITECTURE.md, "Adding
// a feature"): the app and the registries it builds (routes, refusals, rate limits, wallet
// tables, export and leave parts, images, pages) take every module from the list, and name none.

const SOURCE = dirname(fileURLToPath(import.meta.url))

/** The files that wire the modules and build the registries from their declarations. */
const CENTRAL = [
  'app.ts',
  'wire-modules.ts',
  'module-declaration.ts',
  'handler-refusals.ts',
  'refusals.ts',
  'openapi.ts',
  'plugins/handler-refusals.ts',
  'plugins/rate-limit.ts',
  'plugins/refusal-check.ts',
  'plugins/contract.ts',
  'plugins/web.ts',
  'modules/account/wallet-tables.ts',
  'modules/account/export.ts',
  'modules/account/service.ts',
]

/** The modules' files a file (its path from apps/api/src) imports, but its own module's. */
function modulesImported(path: string, text: string): string[] {
  const own = path.match(/^modules\/[^/]+\//)?.[0]
  return [...text.matchAll(/^(?:import|export)\b[^'";]*?\bfrom\s+'(\.[^']+)'/gm)]
    .map(([, specifier = '']) => posix.join(posix.dirname(path), specifier))
    .filter((target) => target.startsWith('modules/') && !(own && target.startsWith(own)))
}

const source = (path: string) => readFileSync(join(SOURCE, path), 'utf8')

describe('the module list', () => {
  it('is where the app and its registries take every module from', () => {
    for (const path of CENTRAL) expect(modulesImported(path, source(path)), path).toEqual([])
  })

  it('holds every module folder, by its declaration', () => {
    const folders = readdirSync(join(SOURCE, 'modules'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
    expect(MODULES.map((module) => module.name).sort()).toEqual(folders.sort())
    expect(modulesImported('module-list.ts', source('module-list.ts')).sort()).toEqual(
      folders.map((folder) => `modules/${folder}/index.ts`).sort(),
    )
  })

  it('finds a module named outside the list, types included, and lets its own files through', () => {
    const text = [
      "import { sql } from 'kysely'",
      "import type { ProfilesService } from './modules/profiles/service.ts'",
      "import { MODULES } from './module-list.ts'",
      "import {\n  friendsExport,\n} from './modules/friends/export.ts'",
    ].join('\n')
    expect(modulesImported('app.ts', text)).toEqual([
      'modules/profiles/service.ts',
      'modules/friends/export.ts',
    ])
    const account = "import { x } from './service.ts'\nimport type { Y } from '../points/ledger.ts'"
    expect(modulesImported('modules/account/parts.ts', account)).toEqual([
      'modules/points/ledger.ts',
    ])
  })
})
