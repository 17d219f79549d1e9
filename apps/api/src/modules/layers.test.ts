import { dirname } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  moduleSources,
  routesWithDatabase,
  sqlOutsideRepositories,
  valueImportsAcrossModules,
} from '../test/layers.ts'

// Every module's SQL is in its repository, its routes never hold the database, and it reaches
// other modules only through the services app.ts hands it, by its declaration's needs
// (docs/ARCHITECTURE.md, "Every module, three layers"). Each check is shown catching a breach.

const files = moduleSources(dirname(new URL(import.meta.url).pathname))

describe('the layers of the API modules', () => {
  it('builds queries only in repositories', () => {
    expect(sqlOutsideRepositories(files)).toEqual([])
  })

  it('gives routes no database', () => {
    expect(routesWithDatabase(files)).toEqual([])
  })

  it('takes only types from other modules', () => {
    expect(valueImportsAcrossModules(files)).toEqual([])
  })

  it('finds a value loaded from another module, and lets types and its own module through', () => {
    const ledger = "import { pointsLedger } from '../points/ledger.ts'"
    expect(
      valueImportsAcrossModules([
        {
          path: 'friends/request.ts',
          text: `import type { A } from '../points/ledger.ts'\nimport {\n  type B,\n  post,\n} from '../points/ledger.ts'`,
        },
        {
          path: 'friends/repo/network.ts',
          text: "import { toFriend } from '../../profiles/x.ts'",
        },
        {
          path: 'albums/daily.ts',
          text: "export { dailyInteractions } from '../daily/service.ts'",
        },
        { path: 'albums/late.ts', text: "const m = await import('../points/ledger.ts')" },
        { path: 'badges/shop.ts', text: "import '../notifications/service.ts'" },
        {
          path: 'friends/ok.ts',
          text: "import { friendsRepo } from './repo.ts'\nimport x from 'viem'",
        },
        { path: 'friends/below.ts', text: "import { badRequest } from '../../errors.ts'" },
        { path: 'friends/deep/ok.ts', text: "import { friendsRepo } from '../repo.ts'" },
        { path: 'emotions/types.ts', text: "type L = typeof import('../points/ledger.ts')" },
        { path: 'emotions/notes.ts', text: `// ${ledger}` },
      ]),
    ).toEqual([
      "friends/request.ts:2: import { type B, post, } from '../points/ledger.ts'",
      "friends/repo/network.ts:1: import { toFriend } from '../../profiles/x.ts'",
      "albums/daily.ts:1: export { dailyInteractions } from '../daily/service.ts'",
      "albums/late.ts:1: import('../points/ledger.ts')",
      "badges/shop.ts:1: import '../notifications/service.ts'",
    ])
  })

  it('finds a query built outside a repository, and none inside one', () => {
    const query = "const rows = await db.selectFrom('users').selectAll().execute()"
    expect(
      sqlOutsideRepositories([
        { path: 'points/history.ts', text: `import x from 'y'\n${query}` },
        { path: 'points/leave.ts', text: "await trx\n  .deleteFrom('point_ledger')" },
        { path: 'system/health.ts', text: 'const up = sql`select 1`.execute(db)' },
        { path: 'friends/rank.ts', text: 'const a = sql<number>`1`\nconst b = sql.lit(2)' },
        { path: 'points/repo.ts', text: query },
        { path: 'friends/repo/network.ts', text: query },
        { path: 'points/notes.ts', text: `// ${query}` },
      ]),
    ).toEqual([
      `points/history.ts:2: ${query}`,
      "points/leave.ts:2: .deleteFrom('point_ledger')",
      'system/health.ts:1: const up = sql`select 1`.execute(db)',
      'friends/rank.ts:1: const a = sql<number>`1`',
    ])
  })

  it('finds routes that import or take the database', () => {
    expect(
      routesWithDatabase([
        { path: 'points/routes.ts', text: "import type { Db } from '../../db/database.ts'" },
        { path: 'system/routes.ts', text: "import { sql } from 'kysely'" },
        { path: 'notifications/routes.ts', text: 'export function routes(app, { db }) {}' },
        { path: 'friends/routes.ts', text: 'export function routes(app, { friends }) {}' },
        { path: 'points/service.ts', text: "import type { Db } from '../../db/database.ts'" },
      ]),
    ).toEqual([
      "points/routes.ts:1: import type { Db } from '../../db/database.ts'",
      "system/routes.ts:1: import { sql } from 'kysely'",
      'notifications/routes.ts:1: export function routes(app, { db }) {}',
    ])
  })
})
