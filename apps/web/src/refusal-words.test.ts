import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

// The web app tells the server's refusals apart by their code (`{ error, code }`), never by their
// English sentence, which the server may reword (packages/shared/src/refusal-codes.ts). Checked
// on the source: a sentence the API refuses with, or a comparison of the server's words, fails.

const WEB = dirname(new URL(import.meta.url).pathname)
const API = join(WEB, '..', '..', 'api', 'src')
const SHARED = join(WEB, '..', '..', '..', 'packages', 'shared', 'src')

const sources = (root: string): string[] =>
  readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test(-d)?\.tsx?$/.test(file))
    .map((file) => join(root, file))

const web = sources(WEB).map((file) => ({
  file: relative(WEB, file),
  text: readFileSync(file, 'utf8'),
}))

/** The API's refusal sentences: the words before any `${…}` of each refusal it throws or sends. */
function apiSentences(): string[] {
  const found = new Set<string>()
  const refusal =
    /(?:badRequest|unauthorized|forbidden|notFound|conflict|AppError|refusalBody)\(\s*'[a-z_]+',\s*(['"`])((?:(?!\1)[^$\\]|\\.)+)/g
  for (const file of sources(API)) {
    for (const [, , words = ''] of readFileSync(file, 'utf8').matchAll(refusal)) {
      const head = words.replace(/^[A-Za-z_.]+: /, '').trim()
      if (head.length >= 12) found.add(head)
    }
  }
  return [...found]
}

/** The names of the shared constants the API refuses with (`*_MESSAGE`, `INSUFFICIENT_*`). */
function sharedSentenceNames(): string[] {
  const names = new Set<string>()
  for (const file of sources(SHARED)) {
    for (const [, name = ''] of readFileSync(file, 'utf8').matchAll(
      /export const ((?:[A-Z_]+_MESSAGE)|(?:INSUFFICIENT_[A-Z_]+))\b/g,
    )) {
      names.add(name)
    }
  }
  return [...names]
}

describe('the web app matches no English refusal', () => {
  it('holds none of the sentences the API refuses with as a literal or a pattern', () => {
    const sentences = apiSentences()
    expect(sentences.length).toBeGreaterThan(60)
    expect(sentences).toContain('you already liked this photo')
    const found = web.flatMap(({ file, text }) =>
      sentences
        .filter((sentence) =>
          ["'", '"', '`', '^', '/'].some((before) => text.includes(`${before}${sentence}`)),
        )
        .map((sentence) => `${file}: ${sentence}`),
    )
    expect(found).toEqual([])
  })

  it('imports none of the shared sentences the API refuses with', () => {
    const names = sharedSentenceNames()
    expect(names).toContain('NAME_TAKEN_MESSAGE')
    const found = web.flatMap(({ file, text }) =>
      names
        .filter((name) => new RegExp(`import[^;]*\\b${name}\\b[^;]*from`, 's').test(text))
        .map((name) => `${file}: ${name}`),
    )
    expect(found).toEqual([])
  })

  it("never compares the server's sentence: it is shown, at most", () => {
    const compared =
      /serverMessage\??\s*(?:[!=]==?(?!=)(?!\s*undefined\b)|\??\.(?:includes|startsWith|endsWith|match|toLowerCase|trim|split|indexOf))|\.(?:exec|test|match)\([^)]*serverMessage/
    const found = web.filter(({ text }) => compared.test(text)).map(({ file }) => file)
    expect(found).toEqual([])
  })
})
