import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

// Pages rendered on the server (src/entry-server.tsx) must render the same in the browser's first
// pass. A `useSyncExternalStore` without its server snapshot fails the server's render, and in the
// browser it would read the device before React has hydrated: each one names its server snapshot.

const SOURCE = join(import.meta.dirname, '..')

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
}

/** Each call of `useSyncExternalStore` in the file, as `file:line` with its argument count. */
function storeHooks(file: string): { at: string; args: number }[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest)
  const found: { at: string; args: number }[] = []
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'useSyncExternalStore'
    ) {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1
      found.push({ at: `${relative(SOURCE, file)}:${line}`, args: node.arguments.length })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

describe('what renders on the server', () => {
  // Parsing the whole app takes seconds on a busy machine.
  it('gives every useSyncExternalStore its server snapshot', { timeout: 60_000 }, () => {
    const hooks = sourceFiles(SOURCE).flatMap(storeHooks)
    expect(hooks.length).toBeGreaterThan(5)
    expect(hooks.filter((hook) => hook.args < 3).map((hook) => hook.at)).toEqual([])
  })
})
