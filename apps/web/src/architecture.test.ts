import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { describe, expect, it } from 'vitest'

// The house rules (docs: architecture.md, "Rules of the house"): imports go app -> features ->
// shared; a feature never imports another feature; shared never imports a feature or app.
// One exception: app/paths.ts, the route table every link uses; it imports nothing itself.

const SRC = dirname(new URL(import.meta.url).pathname)
const ALLOWED_FROM_APP = ['app/paths.ts']

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** Local imports of a file, static and dynamic, as paths relative to src/. */
function localImports(file: string): string[] {
  const code = readFileSync(file, 'utf8')
  const specifiers = [...code.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)'(\.[^']+)'/g)].map(
    (match) => match[1] ?? '',
  )
  return specifiers.map((specifier) => relative(SRC, resolve(dirname(file), specifier)))
}

type Layer = { kind: 'app' | 'shared' | 'root' } | { kind: 'feature'; name: string }

function layerOf(path: string): Layer {
  const [top, name] = path.split(sep)
  if (top === 'features' && name) return { kind: 'feature', name }
  if (top === 'app' || top === 'shared') return { kind: top }
  return { kind: 'root' }
}

function violation(from: string, to: string): string | undefined {
  const source = layerOf(from)
  const target = layerOf(to)
  if (source.kind === 'shared' && (target.kind === 'app' || target.kind === 'feature')) {
    return 'shared/ imports app/ or a feature'
  }
  if (source.kind === 'feature') {
    if (target.kind === 'app' && !ALLOWED_FROM_APP.includes(to)) return 'a feature imports app/'
    if (target.kind === 'feature' && target.name !== source.name) {
      return 'a feature imports another feature'
    }
  }
  return undefined
}

describe('import layering', () => {
  const files = sourceFiles(SRC).filter((file) => !file.endsWith('architecture.test.ts'))

  it('finds the source files and their imports, static and dynamic', () => {
    expect(files.length).toBeGreaterThan(20)
    const routerImports = localImports(join(SRC, 'app/router.tsx'))
    expect(routerImports).toContain(join('app', 'paths.ts'))
    expect(routerImports).toContain(join('features', 'settings', 'settings-screen.tsx'))
  })

  it('keeps app -> features -> shared, and features apart', () => {
    const problems = files.flatMap((file) => {
      const from = relative(SRC, file)
      return localImports(file).flatMap((to) => {
        const problem = violation(from, to)
        return problem ? [`${from} -> ${to}: ${problem}`] : []
      })
    })
    expect(problems).toEqual([])
  })

  it('keeps app/paths.ts free of imports, so features may use it', () => {
    expect(localImports(join(SRC, 'app/paths.ts'))).toEqual([])
  })

  it('would catch a feature importing another feature', () => {
    expect(violation('features/landing/landing-screen.tsx', 'features/wallet/lib/x.ts')).toBe(
      'a feature imports another feature',
    )
    expect(violation('shared/ui/dialog.tsx', 'app/paths.ts')).toBe(
      'shared/ imports app/ or a feature',
    )
    expect(violation('features/profile/profile-screen.tsx', 'app/paths.ts')).toBeUndefined()
  })
})
