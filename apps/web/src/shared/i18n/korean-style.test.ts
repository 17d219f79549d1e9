import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// PRODUCT.md §2 (languages): one form of address across the Korean texts, and particles that fit the name before
// them. Every folder's ko.po, as translators leave it.
const src = join(import.meta.dirname, '..', '..')
const korean = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.replaceAll('\\', '/').endsWith('locales/ko.po'))
  .flatMap((file) =>
    [...readFileSync(join(src, file), 'utf8').matchAll(/^msgstr "(.+)"$/gm)].map(
      ([, text = '']) => ({ file, text }),
    ),
  )

const offending = (rule: RegExp) =>
  korean.filter(({ text }) => rule.test(text)).map(({ file, text }) => `${file}: ${text}`)

describe('the Korean texts', () => {
  it('are many', () => {
    expect(korean.length).toBeGreaterThan(500)
  })

  it('speak in the one polite form, 해요체: no 합니다체', () => {
    expect(offending(/(습니다|십시오|습니까|ㅂ니다|합니다|됩니다|입니다)/)).toEqual([])
  })

  it('call a member by name with 님, written as one word', () => {
    expect(offending(/(\}|<\/\d+>) 님/)).toEqual([])
  })

  it('say "mint" one way, 민팅: never 발행 beside it', () => {
    expect(offending(/발행/)).toEqual([])
  })

  it('write both forms of a particle after a value, which withParticles picks from', () => {
    // A value's last sound is unknown to the translator: '{name}(이)가', never '{name}이'.
    expect(offending(/\}(이|가|을|를|은|는|과|와|로|으로)/)).toEqual([])
  })
})
