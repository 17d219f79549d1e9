import { readdirSync, readFileSync } from 'node:fs'
import { join, posix, relative } from 'node:path'

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
