import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../..', import.meta.url))
const product = readFileSync(`${root}docs/PRODUCT.md`, 'utf8')
const sections = new Set([...product.matchAll(/^## (\d+)\. /gm)].map((match) => match[1]))

/** The repository's code and documents, PRODUCT.md aside. */
const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: root })
  .toString()
  .split('\n')
  .filter((file) => /\.(ts|tsx|css|md|cjs|sol)$/.test(file) && !file.startsWith('docs/PRODUCT'))

/** Every `PRODUCT.md §N` (and the `, §M` / `and §M` after it) in the repository's files. */
function citations() {
  return files.flatMap((file) => {
    const text = readFileSync(`${root}${file}`, 'utf8')
    return [...text.matchAll(/PRODUCT\.md (§\d+(?:(?:, | and )§\d+)*)/g)].flatMap((match) =>
      [...(match[1] ?? '').matchAll(/§(\d+)/g)].map((n) => ({ file, section: n[1] })),
    )
  })
}

describe('docs/PRODUCT.md, the rules the code cites', () => {
  it('has the fourteen numbered sections, in order', () => {
    expect([...sections]).toEqual(Array.from({ length: 14 }, (_, i) => String(i + 1)))
  })

  it('holds every section a comment cites', () => {
    const cited = citations()
    expect(cited.length).toBeGreaterThan(100)
    expect(cited.filter(({ section }) => !sections.has(section ?? ''))).toEqual([])
  })
})

describe('the code’s sources', () => {
  // A reader can open a section or a benchmark; "the spec" and a tracker's issue number say where
  // a rule came from to nobody who was not there.
  it('are PRODUCT.md sections or bench/RESULTS.md, never "the spec" or an issue number', () => {
    const vague = files
      .filter((file) => /\.(ts|tsx)$/.test(file) && !file.endsWith('product-doc.test.ts'))
      .flatMap((file) =>
        readFileSync(`${root}${file}`, 'utf8')
          .split('\n')
          .flatMap((line, i) =>
            /the spec\b|\bissue \d/i.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [],
          ),
      )
    expect(vague).toEqual([])
  })
})
