import { dirname } from 'node:path'
import type { Expression, RawBuilder, SqlBool } from 'kysely'
import { describe, expect, expectTypeOf, it } from 'vitest'
import type { Db } from '../db/database.ts'
import { declareModule } from '../module-declaration.ts'
import { MODULES } from '../module-list.ts'
import {
  moduleSources,
  routesWithDatabase,
  type SqlHandedOut,
  sqlOutsideRepositories,
  sqlTypesOutsideRepositories,
  tablesOfOtherModules,
  valueImportsAcrossModules,
} from '../test/layers.ts'

// Every module's SQL is in its repository, its routes never hold the database, and it reaches
// other modules only through the services app.ts hands it, by its declaration's needs
// (docs/ARCHITECTURE.md, "Every module, three layers"); no service hands another module SQL: the
// reads that join modules' tables are the read layer's ("Reads have one home"). Each check is
// shown catching a breach. The services' types are checked by the type check (`npm run
// typecheck`), which reads this file: `expectTypeOf` does nothing when the test runs.

const files = moduleSources(dirname(new URL(import.meta.url).pathname))

/** Each table's module, by the tables the declarations name. */
const owners = new Map(
  MODULES.flatMap((module) =>
    Object.keys(module.walletTables ?? {}).map((table) => [table, module.name] as const),
  ),
)

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

  it("names a query's or an expression's type only in repositories", () => {
    expect(sqlTypesOutsideRepositories(files)).toEqual([])
  })

  it("reads another module's tables only in the read layer", () => {
    expect(owners.get('users')).toBe('profiles')
    expect(tablesOfOtherModules(files, owners)).toEqual([])
  })

  it('hands no module SQL: every service takes and gives values', () => {
    expectTypeOf<SqlHandedOut<typeof MODULES>>().toEqualTypeOf<never>()
  })

  it('finds a service that takes or gives SQL, however deep, and lets values and transactions through', () => {
    const leaky = declareModule()({
      name: 'leaky',
      needs: {},
      make: (_needs, { db }) => ({
        eitherWay: (_a: string): RawBuilder<SqlBool> => ({}) as never,
        cards: () => db.selectFrom('users').select('name'),
        nested: { isFriend: (_wallet: Expression<string>) => true },
        later: async () => db.selectFrom('users').selectAll(),
        rows: async () => db.selectFrom('users').selectAll().execute(),
        insertIn: (_trx: Db, _name: string) => Promise.resolve(true),
      }),
    })
    expectTypeOf<SqlHandedOut<[typeof leaky]>>().toEqualTypeOf<
      'leaky.eitherWay' | 'leaky.cards' | 'leaky.nested.isFriend' | 'leaky.later'
    >()
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

  it("finds a query's or an expression's type named outside a repository", () => {
    expect(
      sqlTypesOutsideRepositories([
        { path: 'blocks/service.ts', text: "import type { RawBuilder, SqlBool } from 'kysely'" },
        {
          path: 'friends/service.ts',
          text: "import {\n  type Expression,\n  sql,\n} from 'kysely'",
        },
        {
          path: 'push/repo-sources.ts',
          text: "import type { Db, SqlValue } from '../../db/database.ts'",
        },
        { path: 'notifications/list.ts', text: "import type { Selectable } from 'kysely'" },
        { path: 'push/worker.ts', text: "import type { Db } from '../../db/database.ts'" },
        { path: 'blocks/repo.ts', text: "import { type RawBuilder, sql } from 'kysely'" },
      ]),
    ).toEqual([
      "blocks/service.ts:1: import type { RawBuilder, SqlBool } from 'kysely'",
      "friends/service.ts:1: import { type Expression, sql, } from 'kysely'",
      "push/repo-sources.ts:1: import type { Db, SqlValue } from '../../db/database.ts'",
    ])
  })

  it("finds a repository naming another module's table, and lets the read layer through", () => {
    const owned = new Map([
      ['users', 'profiles'],
      ['blocks', 'blocks'],
      ['friendships', 'friends'],
    ])
    expect(
      tablesOfOtherModules(
        [
          {
            path: 'friends/repo.ts',
            text: "db.selectFrom('friendships')\n  .innerJoin('users as u', 'u.wallet_addr', 'x')",
          },
          { path: 'push/repo/held.ts', text: "db\n  .leftJoin( 'blocks', 'a', 'b')" },
          { path: 'friends/list.ts', text: "db.selectFrom('users')" },
          { path: 'points/repo.ts', text: "db.selectFrom('point_ledger')" },
          {
            path: 'reads/repo/cards.ts',
            text: "db.selectFrom('users').innerJoin('blocks', 'a', 'b')",
          },
        ],
        owned,
      ),
    ).toEqual(["friends/repo.ts:2: users (profiles's)", "push/repo/held.ts:2: blocks (blocks's)"])
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
