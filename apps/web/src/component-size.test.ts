import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

// Components a person can read (docs/ARCHITECTURE.md, "The web app"): no component file over
// 100 lines, and every feature folder with screens has component tests of them.

const SOURCE = dirname(new URL(import.meta.url).pathname)
const MOST_LINES = 100

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(folder, entry.name)) : [join(folder, entry.name)],
  )
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file)
const components = filesUnder(SOURCE).filter((file) => file.endsWith('.tsx') && !isTest(file))

describe('the components of the web app', () => {
  it(`are files of at most ${MOST_LINES} lines`, () => {
    const long = components
      .map((file) => ({
        file: relative(SOURCE, file),
        lines: readFileSync(file, 'utf8').trimEnd().split('\n').length,
      }))
      .filter(({ lines }) => lines > MOST_LINES)
    expect(long).toEqual([])
  })

  it('are tested in the browser in every feature folder that has them', () => {
    const features = join(SOURCE, 'features')
    const untested = readdirSync(features).filter((feature) => {
      const files = filesUnder(join(features, feature))
      const hasComponents = files.some((file) => file.endsWith('.tsx') && !isTest(file))
      return hasComponents && !files.some((file) => file.endsWith('.browser.test.tsx'))
    })
    expect(untested).toEqual([])
  })
})
