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

/** The folder a file's texts belong to (lingui.config.ts): a feature, app/ or shared/. */
const catalogOf = (path: string) =>
  `${/^(features\/[^/]+|shared\/names|shared\/refusals)\//.exec(path)?.[0] ?? `${path.split('/')[0]}/`}catalog.ts`

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
