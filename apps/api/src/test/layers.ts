import { readdirSync, readFileSync } from 'node:fs'
import { join, posix, relative } from 'node:path'
import type { Kysely, OperationNodeSource } from 'kysely'
import type { AnyModule, ServiceOf } from '../module-declaration.ts'

// The API's layers as files can show them (docs/ARCHITECTURE.md, "Every module, three layers"):
// a module's SQL is in its repository, its routes never hold the database, and it takes no
// behaviour from another module but the services it is handed. Run over the tree by
// `modules/layers.test.ts`, which also feeds them breaches.

/** One source file: its path from `apps/api/src/modules/` and its text. */
export interface SourceFile {
  path: string
  text: string
}

/** Kysely query building and raw SQL: what only a repository writes. */
const QUERY =
  /\.(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto)\(|\bsql(`|<)|\bsql\.(raw|lit|ref|id|join|table|val)\b/

/** A module's repository: its `repo.ts`, or the files of its `repo/` folder. */
const isRepository = (path: string) => /^[^/]+\/(repo\.ts|repo\/[^/]+\.ts)$/.test(path)

/** Kysely's types of a query, an expression or SQL: what only a repository names. */
const SQL_TYPE =
  /\b(Expression|AliasableExpression|AliasedExpression|RawBuilder|SelectQueryBuilder|ExpressionBuilder|OperationNodeSource|Compilable|SqlValue)\b/

/** An import of Kysely's or the database's types: where a file takes such a type from. */
const SQL_TYPE_IMPORT =
  /^import\s+(type\s+)?\{([^}]*)\}\s+from\s+'(kysely|[^']*\/db\/database\.ts)'/gm

/** A module's routes: its `routes.ts`, or the files of its `routes/` folder. */
const isRoutes = (path: string) => /^[^/]+\/(routes\.ts|routes\/[^/]+\.ts)$/.test(path)

/** The database in a file: the Kysely instance's type or module, or a `db` taken from the deps. */
const DATABASE = /from '(kysely|[^']*\/db\/[^']*)'|\bdb\b/

/** Files outside a repository that build queries, with the first line that does. */
export function sqlOutsideRepositories(files: SourceFile[]): string[] {
  return files.filter((file) => !isRepository(file.path)).flatMap((file) => firstLine(file, QUERY))
}

/** Routes files that reach the database, with the first line that does. */
export function routesWithDatabase(files: SourceFile[]): string[] {
  return files.filter((file) => isRoutes(file.path)).flatMap((file) => firstLine(file, DATABASE))
}

/**
 * Files outside a repository that import a query's or an expression's type, with the import: a
 * service that names one hands SQL to the module it serves (docs/ARCHITECTURE.md, "Reads have one
 * home").
 */
export function sqlTypesOutsideRepositories(files: SourceFile[]): string[] {
  return files
    .filter((file) => !isRepository(file.path))
    .flatMap((file) =>
      [...file.text.matchAll(SQL_TYPE_IMPORT)]
        .filter(([, , names = '']) => SQL_TYPE.test(names))
        .map((match) => {
          const line = file.text.slice(0, match.index).split('\n').length
          return `${file.path}:${line}: ${match[0].replace(/\s+/g, ' ')}`
        }),
    )
}

/** A table a query names: read, joined or written, with an alias or not. */
const TABLE_NAMED =
  /\.(selectFrom|innerJoin|leftJoin|rightJoin|fullJoin|crossJoin|insertInto|updateTable|deleteFrom|mergeInto)\(\s*'(\w+)/g

/** The read layer: the one module whose repositories may name every module's tables. */
const READ_LAYER = 'reads'

/**
 * Repository lines that name another module's table (`owners`: each table's module, from the
 * declarations' `walletTables`), outside the read layer: a module's SQL reads its own tables.
 */
export function tablesOfOtherModules(
  files: SourceFile[],
  owners: ReadonlyMap<string, string>,
): string[] {
  return files
    .filter((file) => isRepository(file.path) && file.path.split('/')[0] !== READ_LAYER)
    .flatMap((file) => {
      const module = file.path.split('/')[0]
      return [...file.text.matchAll(TABLE_NAMED)]
        .filter(([, , table = '']) => (owners.get(table) ?? module) !== module)
        .map((match) => {
          const line = file.text.slice(0, match.index).split('\n').length
          return `${file.path}:${line}: ${match[2]} (${owners.get(match[2] ?? '')}'s)`
        })
    })
}

type IsAny<T> = 0 extends 1 & T ? true : false

/**
 * The members of `T`, named from `path`, that take or give SQL (a query, an expression, raw SQL:
 * all are Kysely's operation nodes), in its functions' parameters and answers, promised or not,
 * and in its objects' members, a few levels down. A transaction handed for a write is no SQL.
 */
type SqlIn<T, Path extends string, Depth extends unknown[] = []> =
  IsAny<T> extends true
    ? never
    : Depth['length'] extends 5
      ? never
      : T extends OperationNodeSource
        ? Path
        : // biome-ignore lint/suspicious/noExplicitAny: any database's connection or transaction
          T extends Kysely<any> | string | number | boolean | bigint | Date | Uint8Array
          ? never
          : T extends (...args: infer Args) => infer Answer
            ? SqlIn<Awaited<Answer>, Path, [...Depth, 1]> | SqlIn<Args[number], Path, [...Depth, 1]>
            : T extends object
              ? {
                  [Name in keyof T & string]-?: SqlIn<T[Name], `${Path}.${Name}`, [...Depth, 1]>
                }[keyof T & string]
              : never

/**
 * The members of the modules' services that hand SQL to another module, as `module.member`:
 * `never` when none does. Held by the type check (`modules/layers.test.ts`).
 */
export type SqlHandedOut<Modules extends readonly AnyModule[]> = {
  [M in Modules[number] as M['name']]: SqlIn<ServiceOf<M>, M['name']>
}[Modules[number]['name']]

/**
 * The statements that load a module: `import … from`, `import '…'`, `export … from` and
 * `import('…')` (not a type's `typeof import('…')`). Group 1 is `type` when only types are named.
 */
const IMPORTS = [
  /^import\s+(type\s+)?(?:[\w$*\s{},]+?\s+from\s+)?'([^']+)'/gm,
  /^export\s+(type\s+)?(?:\*(?:\s+as\s+[\w$]+)?|\{[\w$\s,]*\})\s+from\s+'([^']+)'/gm,
  /(?<!typeof\s+)\bimport\(()\s*'([^']+)'\s*\)/g,
]

/**
 * Files that load another module's code (not only its types), with the statement that does. A
 * module reaches another only through the services app.ts hands it.
 */
export function valueImportsAcrossModules(files: SourceFile[]): string[] {
  return files.flatMap((file) => {
    const module = file.path.split('/')[0]
    return IMPORTS.flatMap((pattern) => [...file.text.matchAll(pattern)])
      .filter(([, typeOnly, specifier = '']) => {
        if (typeOnly || !specifier.startsWith('.')) return false
        const target = posix.join(posix.dirname(file.path), specifier)
        return !target.startsWith('../') && target.split('/')[0] !== module
      })
      .sort((a, b) => a.index - b.index)
      .map((match) => {
        const line = file.text.slice(0, match.index).split('\n').length
        return `${file.path}:${line}: ${match[0].replace(/\s+/g, ' ')}`
      })
  })
}

function firstLine(file: SourceFile, pattern: RegExp): string[] {
  const lines = file.text.split('\n')
  const index = lines.findIndex((line) => !/^\s*(\/\/|\*|\/\*)/.test(line) && pattern.test(line))
  return index < 0 ? [] : [`${file.path}:${index + 1}: ${lines[index]?.trim()}`]
}

/** Every module file but the tests, from `root` (apps/api/src/modules). */
export function moduleSources(root: string): SourceFile[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.ts') && !path.endsWith('.test.ts') && path.includes('/'))
    .map((path) => ({
      path: relative(root, join(root, path)),
      text: readFileSync(join(root, path), 'utf8'),
    }))
}
