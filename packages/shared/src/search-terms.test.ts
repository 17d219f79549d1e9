import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { nameKey } from './name-key.ts'
import { pastPrefix, searchQuery, searchTerms, TERM_PARTS } from './search-terms.ts'

/** Whether the index finds `name` for `query`: a term of the right part starts with its key. */
function finds(query: string, name: string): boolean {
  const asked = searchQuery(query)
  if (!asked) return false
  return searchTerms(name).some(
    ({ part, term }) =>
      (part === asked.start || part === asked.inside) && term.startsWith(asked.key),
  )
}

/** How the page ranks `name` for `query`: 0 exact, 1 prefix, 2 inside, undefined not found. */
function rank(query: string, name: string): number | undefined {
  const asked = searchQuery(query)
  if (!asked || !finds(query, name)) return undefined
  const whole = searchTerms(name).find(({ part }) => part === asked.start)?.term
  if (whole === asked.key) return 0
  if (whole?.startsWith(asked.key)) return 1
  return 2
}

const SYLLABLES = [...'김이박민수지영준서하은한글각']
const LATIN = [...'abcdefXYZ09']
const syllable = fc.constantFrom(...SYLLABLES)
const latinWord = fc
  .array(fc.constantFrom(...LATIN), { minLength: 1, maxLength: 6 })
  .map((c) => c.join(''))
const koreanWord = fc.array(syllable, { minLength: 1, maxLength: 4 }).map((c) => c.join(''))
const word = fc.oneof(latinWord, koreanWord)
const separator = fc.constantFrom(' ', '_', '-', '  ')
/** A name of one to four words, Korean, English or both. */
const name = fc
  .tuple(
    fc.array(word, { minLength: 1, maxLength: 4 }),
    fc.array(separator, { minLength: 3, maxLength: 3 }),
  )
  .map(([words, seps]) => words.map((w, i) => (i === 0 ? w : `${seps[i % 3]}${w}`)).join(''))

const INITIAL_OF: Record<string, string> = {
  김: 'ㄱ',
  이: 'ㅇ',
  박: 'ㅂ',
  민: 'ㅁ',
  수: 'ㅅ',
  지: 'ㅈ',
  영: 'ㅇ',
  준: 'ㅈ',
  서: 'ㅅ',
  하: 'ㅎ',
  은: 'ㅇ',
  한: 'ㅎ',
  글: 'ㄱ',
  각: 'ㄱ',
}
const wordsOf = (text: string) => text.split(/[ _-]+/).filter(Boolean)
/** Code point order, as the databases sort the terms. */
const byCodePoint = (a: string, b: string) => {
  const [x, y] = [[...a], [...b]]
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const d = (x[i]?.codePointAt(0) ?? 0) - (y[i]?.codePointAt(0) ?? 0)
    if (d !== 0) return d
  }
  return x.length - y.length
}

describe('finding a name', () => {
  it('finds it by itself, as the exact name, however it is cased, spaced or written wide', () => {
    const forms = fc.constantFrom<(text: string) => string>(
      (text) => text.toUpperCase(),
      (text) => text.toLowerCase(),
      (text) => ` ${text.replaceAll(' ', '   ')} `,
      (text) => text.replaceAll(/[ _-]/g, ''),
      (text) => text.normalize('NFD'),
      (text) =>
        text.replace(/[A-Za-z0-9]/g, (c) => String.fromCodePoint((c.codePointAt(0) ?? 0) + 0xfee0)),
    )
    fc.assert(
      fc.property(name, forms, (text, form) => {
        expect(rank(text, text)).toBe(0)
        expect(rank(form(text), text)).toBe(0)
      }),
      { numRuns: 1000 },
    )
  })

  it('finds it by the start of any word, and ranks the start of the name first', () => {
    fc.assert(
      fc.property(name, fc.nat(), fc.nat(), (text, w, cut) => {
        const words = wordsOf(text)
        const chosen = words[w % words.length] as string
        const start = words.slice(w % words.length).join(' ')
        const prefix = [...start].slice(0, 1 + (cut % [...start].length)).join('')
        expect(finds(prefix, text), `${prefix} in ${text}`).toBe(true)
        if (w % words.length === 0) expect(rank(prefix, text)).toBeLessThanOrEqual(1)
        expect(chosen.length).toBeGreaterThan(0)
      }),
      { numRuns: 1000 },
    )
  })

  it('finds a Korean name by any part of it that starts at a syllable', () => {
    fc.assert(
      fc.property(koreanWord, fc.nat(), fc.nat(), (text, from, length) => {
        const chars = [...text]
        const start = from % chars.length
        const part = chars.slice(start, start + 1 + (length % (chars.length - start))).join('')
        expect(finds(part, text), `${part} in ${text}`).toBe(true)
        // Ranked by keys: a syllable's key may start another's (한 reads as 하 and ㄴ).
        const [asked, whole] = [searchQuery(part)?.key ?? '', searchQuery(text)?.key ?? '']
        expect(rank(part, text)).toBe(asked === whole ? 0 : whole.startsWith(asked) ? 1 : 2)
      }),
      { numRuns: 1000 },
    )
  })

  it("finds a Korean name by its syllables' initial consonants, in part or whole", () => {
    fc.assert(
      fc.property(name, fc.nat(), fc.nat(), (text, from, length) => {
        const initials = [...text].map((c) => INITIAL_OF[c] ?? '').join('')
        fc.pre(initials.length > 0)
        const chars = [...initials]
        const start = from % chars.length
        const part = chars.slice(start, start + 1 + (length % (chars.length - start))).join('')
        expect(finds(part, text), `${part} in ${text}`).toBe(true)
        // Spaced as a person may type them.
        expect(finds([...part].join(' '), text)).toBe(true)
        if (part === initials) expect(rank(part, text)).toBe(0)
      }),
      { numRuns: 1000 },
    )
  })

  it('folds a query as names fold: a name is found by every name with its key', () => {
    const variants = fc.constantFrom(
      'Ａnn',
      'ANN',
      'ann',
      'Ａｎｎ',
      'B0b',
      'Bob',
      'BOB',
      'b0b',
      'Ｂob',
    )
    fc.assert(
      fc.property(variants, variants, (a, b) => {
        expect(finds(`${a} Finder`, `${b} Finder`)).toBe(nameKey(a) === nameKey(b))
      }),
    )
  })

  it('does not find a word by its middle, nor one query by another', () => {
    expect(finds('inder', 'Bob Finder')).toBe(false)
    expect(finds('ob', 'Bob Finder')).toBe(false)
    expect(finds('Bob Finders', 'Bob Finder')).toBe(false)
    expect(finds('민', '김수지')).toBe(false)
    expect(finds('ㄱㅅ', '김민수')).toBe(false)
    expect(finds('ㅁㅈ', '김민수')).toBe(false)
  })

  it('reads examples as a person would', () => {
    expect(rank('ㄱㅁㅅ', '김민수')).toBe(0)
    expect(rank('ㄱㅁ', '김민수')).toBe(1)
    expect(rank('ㅁㅅ', '김민수')).toBe(2)
    expect(rank('ㅁㅅ', '박 민수')).toBe(2)
    expect(rank('민수', '김민수')).toBe(2)
    expect(rank('김민', '김민수')).toBe(1)
    expect(rank('김민수', '김민수')).toBe(0)
    expect(rank('fin', 'Bob Finder')).toBe(2)
    expect(rank('bob fin', 'Bob Finder')).toBe(1)
    expect(rank('BOBFINDER', 'Bob Finder')).toBe(0)
    expect(rank('bob_finder', 'Bob-Finder')).toBe(0)
    expect(rank('Ｂｏｂ', 'Bob')).toBe(0)
    expect(rank('kim', '민수Kim')).toBe(2)
    // A keyboard types ㄱ then ㅅ as the pair ㄳ; half-width and conjoining forms are the same.
    expect(rank('ㄳ', '강석')).toBe(0)
    expect(rank('\uffa1\uffb5', '강석')).toBe(0)
    expect(rank('\u1100\u1109', '강석')).toBe(0)
    expect(rank('ㄲ', '까치')).toBe(1)
    expect(finds('ㄱ', '까치')).toBe(false)
    // A consonant letter in a name is its own initial.
    expect(rank('ㅋㅋ', 'ㅋㅋ맨')).toBe(1)
  })

  it('keys nothing that holds nothing to search, and leaves out what shows nothing', () => {
    expect(searchQuery(' - _ ')).toBeNull()
    expect(searchQuery('\u0000\u200b\ud800')).toBeNull()
    expect(searchQuery('b\u0000o\u200bb')).toEqual(searchQuery('bob'))
    expect(searchTerms('- _')).toEqual([])
  })

  it('indexes a name as its whole key, the keys from later pieces, and the initials', () => {
    const [kim, min, su, latin] = ['김', '민', '수', 'Kim'].map(nameKey)
    expect(searchTerms('김민수 Kim')).toEqual([
      { part: TERM_PARTS.name, term: `${kim}${min}${su}${latin}` },
      { part: TERM_PARTS.inside, term: `${min}${su}${latin}` },
      { part: TERM_PARTS.inside, term: `${su}${latin}` },
      { part: TERM_PARTS.inside, term: `${latin}` },
      { part: TERM_PARTS.initials, term: 'ㄱㅁㅅ' },
      { part: TERM_PARTS.initialsInside, term: 'ㅁㅅ' },
      { part: TERM_PARTS.initialsInside, term: 'ㅅ' },
    ])
  })
})

describe('pastPrefix', () => {
  it('bounds exactly the texts that start with the prefix, in code point order', () => {
    const text = fc.string({
      unit: fc.constantFrom('a', 'z', '가', '힣', '\uffff', '\u{10000}', '\u{10ffff}', 'ㄱ'),
    })
    fc.assert(
      fc.property(text, text, (prefix, other) => {
        const past = pastPrefix(prefix)
        const inRange =
          byCodePoint(prefix, other) <= 0 && (past === undefined || byCodePoint(other, past) < 0)
        expect(inRange).toBe(other.startsWith(prefix))
      }),
      { numRuns: 3000 },
    )
  })
})
