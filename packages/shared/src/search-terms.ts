import { nameKey } from './name-key.ts'
import { canonicalName } from './rules.ts'

// How a search for members matches names (PRODUCT.md §14, "Find people"). A name is indexed as
// the keys it can be found by, and a query as the key it asks for: a query matches a name when
// its key starts one of the name's terms. Letter case, width, spacing and look-alike letters fold
// as names do (`nameKey`, the key that keeps two members from sharing a name), one piece at a time
// so that words and syllables keep their places.

/** What a term is of its name, in the order matches are ranked. */
export const TERM_PARTS = {
  /** The whole name's key: a query equal to it is the exact name; one it starts with, a prefix. */
  name: 0,
  /** The key from a later word or Korean syllable on: a query it starts with matches inside. */
  inside: 1,
  /** The initial consonants of the name's Korean syllables (김민수: ㄱㅁㅅ). */
  initials: 2,
  /** The initials from a later syllable on (ㅁㅅ). */
  initialsInside: 3,
} as const
export type TermPart = (typeof TERM_PARTS)[keyof typeof TERM_PARTS]

export interface SearchTerm {
  part: TermPart
  term: string
}

/**
 * A query, as the index is asked: its key, and which parts a name's terms must be of to match
 * it (the whole name's, then those inside it). Initial consonants look among the initials only.
 */
export interface SearchQuery {
  key: string
  start: typeof TERM_PARTS.name | typeof TERM_PARTS.initials
  inside: typeof TERM_PARTS.inside | typeof TERM_PARTS.initialsInside
}

/** The 19 initial consonants of Hangul syllables, in Unicode's order, as a keyboard types them. */
const INITIALS = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ'
const SYLLABLES_FROM = 0xac00
const SYLLABLES_TO = 0xd7a3
/** Syllables per initial consonant: 21 vowels times 28 endings (or none). */
const SYLLABLES_PER_INITIAL = 588
/** The conjoining initial consonants U+1100..U+1112, in the same order as INITIALS. */
const CHOSEONG_FROM = 0x1100
/**
 * The consonant pairs a keyboard makes when two consonants are typed one after the other (ㄱ then
 * ㅅ gives ㄳ), as NFKC writes them: a query's ㄳ is the initials ㄱㅅ.
 */
const PAIRS = new Map<number, string>([
  [0x11aa, 'ㄱㅅ'],
  [0x11ac, 'ㄴㅈ'],
  [0x11ad, 'ㄴㅎ'],
  [0x11b0, 'ㄹㄱ'],
  [0x11b1, 'ㄹㅁ'],
  [0x11b2, 'ㄹㅂ'],
  [0x11b3, 'ㄹㅅ'],
  [0x11b4, 'ㄹㅌ'],
  [0x11b5, 'ㄹㅍ'],
  [0x111a, 'ㄹㅎ'],
  [0x1121, 'ㅂㅅ'],
])

const SEPARATORS = /[\s_-]+/u
const HANGUL = /^\p{Script=Hangul}$/u

/**
 * The initial consonant(s) a character stands for: a syllable's first consonant, or a consonant
 * letter itself (ㄱ, its conjoining or half-width form, a typed pair ㄳ); '' for anything else.
 */
function initialsOf(char: string): string {
  const code = char.codePointAt(0) ?? 0
  if (code >= SYLLABLES_FROM && code <= SYLLABLES_TO) {
    return INITIALS[Math.floor((code - SYLLABLES_FROM) / SYLLABLES_PER_INITIAL)] as string
  }
  const letter = char.normalize('NFKC')
  if ([...letter].length !== 1) return ''
  const normal = letter.codePointAt(0) ?? 0
  if (normal >= CHOSEONG_FROM && normal < CHOSEONG_FROM + INITIALS.length) {
    return INITIALS[normal - CHOSEONG_FROM] as string
  }
  return PAIRS.get(normal) ?? ''
}

/**
 * The pieces a name is read in: each Korean letter or syllable, and each run of other characters
 * between spaces, `_` and `-` (a word). A match may start at any piece.
 */
function pieces(text: string): string[] {
  const found: string[] = []
  for (const word of canonicalName(text).split(SEPARATORS)) {
    let run = ''
    for (const char of word) {
      if (HANGUL.test(char)) {
        if (run) found.push(run)
        run = ''
        found.push(char)
      } else {
        run += char
      }
    }
    if (run) found.push(run)
  }
  return found
}

/** A piece's key: as names compare (nameKey), without the separators a key may keep. */
const pieceKey = (piece: string) => nameKey(piece).replace(/[\s_-]/gu, '')

/** The keys of `keys` from each place on: the whole, then from the second piece, and so on. */
function suffixes(keys: string[]): string[] {
  const found = new Set<string>()
  for (let i = 0; i < keys.length; i++) {
    const suffix = keys.slice(i).join('')
    if (suffix) found.add(suffix)
  }
  return [...found]
}

/**
 * Everything a member can be found by, from their name: the whole name's key and the key from
 * each later word or Korean syllable on, then the same for the initial consonants of its Korean
 * syllables. These are the index's rows for the member.
 */
export function searchTerms(name: string): SearchTerm[] {
  const parts = pieces(name)
  const [whole, ...inside] = suffixes(parts.map(pieceKey))
  const initials = parts.map(initialsOf).filter(Boolean)
  const [allInitials, ...initialsInside] = suffixes([...initials.join('')])
  return [
    ...(whole ? [{ part: TERM_PARTS.name, term: whole }] : []),
    ...inside.map((term) => ({ part: TERM_PARTS.inside, term })),
    ...(allInitials ? [{ part: TERM_PARTS.initials, term: allInitials }] : []),
    ...initialsInside.map((term) => ({ part: TERM_PARTS.initialsInside, term })),
  ]
}

/** What no name holds and a database may refuse: control and format characters, lone surrogates. */
const UNSEEN = /[\p{Cc}\p{Cf}\p{Cs}]/gu

/**
 * What a query asks the index for: initial consonants alone (ㄱㅁㅅ, spaced or not) look among
 * the initials; anything else is keyed as a name is. Characters that show nothing are left out.
 * Null when nothing searchable is left.
 */
export function searchQuery(query: string): SearchQuery | null {
  const text = query.replace(UNSEEN, '')
  const letters = [...canonicalName(text).replace(new RegExp(SEPARATORS, 'gu'), '')]
  const initials = letters.map(initialsOf)
  if (letters.length > 0 && letters.every((char, i) => initials[i] !== '' && !isSyllable(char))) {
    return { key: initials.join(''), start: TERM_PARTS.initials, inside: TERM_PARTS.initialsInside }
  }
  const key = pieces(text).map(pieceKey).join('')
  return key ? { key, start: TERM_PARTS.name, inside: TERM_PARTS.inside } : null
}

const isSyllable = (char: string) => {
  const code = char.codePointAt(0) ?? 0
  return code >= SYLLABLES_FROM && code <= SYLLABLES_TO
}

/**
 * The least text that sorts after every text starting with `prefix`, in code point order (the
 * order of SQLite's BINARY and PostgreSQL's "C" collation): the terms a query matches are those
 * from `prefix` up to, not including, this. Undefined when no text is past them all (a prefix of
 * nothing but U+10FFFF, or none).
 */
export function pastPrefix(prefix: string): string | undefined {
  const chars = [...prefix]
  while (chars.length > 0) {
    let next = ((chars.pop() as string).codePointAt(0) ?? 0) + 1
    // Lone surrogates are no characters of a text: step over them.
    if (next >= 0xd800 && next <= 0xdfff) next = 0xe000
    if (next <= 0x10ffff) return chars.join('') + String.fromCodePoint(next)
  }
  return undefined
}
