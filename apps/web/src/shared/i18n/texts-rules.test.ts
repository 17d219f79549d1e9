import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const src = join(import.meta.dirname, '..', '..')
const files = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !/\.(test|d)\.tsx?$/.test(file))
  .map((file) => ({
    path: file.replaceAll('\\', '/'),
    text: readFileSync(join(src, file), 'utf8'),
  }))

/** The folders with a catalog (lingui.config.ts): each feature, app/, shared/ and a few of its own. */
const catalogFolders = files
  .filter(({ path }) => path.endsWith('/catalog.ts'))
  .map(({ path }) => path.slice(0, -'catalog.ts'.length))

/** The catalog a file's texts belong to: its nearest folder's. */
const catalogOf = (path: string) =>
  `${catalogFolders
    .filter((folder) => path.startsWith(folder))
    .reduce(
      (nearest, folder) => (folder.length > nearest.length ? folder : nearest),
      '',
    )}catalog.ts`

describe('how texts reach the screen', () => {
  it("has every file with texts import its folder's catalog, so its English is there", () => {
    const missing = files
      .filter(({ text }) => /from '@lingui\/(core|react)\/macro'/.test(text))
      .filter(({ path, text }) => {
        const catalog = catalogOf(path)
        const wanted = relative(join(src, path, '..'), join(src, catalog)).replaceAll('\\', '/')
        return !text.includes(`'${wanted.startsWith('.') ? wanted : `./${wanted}`}'`)
      })
      .map(({ path }) => path)
    expect(missing).toEqual([])
  })

  it('loads components lazily only through lazyWithTexts, which waits for their texts', () => {
    const rawLazy = files
      .filter(({ path }) => path !== 'shared/i18n/lazy-with-texts.ts')
      .filter(
        ({ text }) =>
          /\blazy\(/.test(text) || /import \{[^}]*\blazy\b[^}]*\} from 'react'/.test(text),
      )
      .map(({ path }) => path)
    expect(rawLazy).toEqual([])
  })
})
