/**
 * Korean particles after a word whose last sound decides them (이/가, 을/를, 은/는, 과/와,
 * 으로/로, 이에요/예요). A Korean text writes both forms after a value it cannot know, as Korean
 * writing does: '{name}(으)로', '{name}(이)가'; `withParticles` then keeps the one that fits the
 * word before it. Applied to every Korean text as it is shown (catalogs.ts), so no screen needs
 * to think of it.
 */
const NOTATION = /([^\s(])((?:<\/\d+>)?)\((이|을|은|과|으)\)(가|를|는|와|로|에요)/g

type Pair = readonly [consonant: string, vowel: string]

const PAIRS = {
  '이/가': ['이', '가'],
  '을/를': ['을', '를'],
  '은/는': ['은', '는'],
  '과/와': ['과', '와'],
  '으로/로': ['으로', '로'],
  '이에요/예요': ['이에요', '예요'],
} as const satisfies Record<string, Pair>
export type Particle = keyof typeof PAIRS

/** The notations' pairs, by what the notation writes: '(이)가' is 이가, '(이)에요' 이에요. */
const FORMS: Record<string, Pair> = {
  이가: PAIRS['이/가'],
  을를: PAIRS['을/를'],
  은는: PAIRS['은/는'],
  과와: PAIRS['과/와'],
  으로: PAIRS['으로/로'],
  이에요: PAIRS['이에요/예요'],
}

// Hangul syllables' finals: 0 none, 8 ㄹ. Digits and Latin letters as Korean reads them.
const DIGIT_FINAL = [21, 8, 0, 16, 0, 0, 1, 8, 8, 0]
const LATIN_FINAL: Record<string, number> = { l: 8, m: 16, n: 4, r: 0 }

/** What closes a quoted or bracketed word: the particle follows the sound inside it. */
const CLOSING = /["'”’」』》)\]]+$/u

/** The final consonant of a word's last sound: 0 for none, 8 for ㄹ, another number otherwise. */
export function finalConsonant(word: string): number {
  const last = word.replace(CLOSING, '').at(-1) ?? ''
  const code = last.charCodeAt(0)
  if (code >= 0xac00 && code <= 0xd7a3) return (code - 0xac00) % 28
  if (last >= '0' && last <= '9') return DIGIT_FINAL[code - 48] ?? 0
  return LATIN_FINAL[last.toLowerCase()] ?? 0
}

/** `word` followed by the form of `particle` that fits it: withParticle('지우', '이/가') is '지우가'. */
export function withParticle(word: string, particle: Particle): string {
  return word + pick(word, PAIRS[particle])
}

function pick(word: string, [consonant, vowel]: Pair): string {
  const final = finalConsonant(word)
  // 으로 after a vowel or ㄹ is 로.
  if (consonant === '으로') return final === 0 || final === 8 ? vowel : consonant
  return final === 0 ? vowel : consonant
}

/** Resolves every '(이)가'-like notation in a Korean text by the character before it. */
export function withParticles(text: string): string {
  if (!text.includes(')')) return text
  return text.replace(
    NOTATION,
    (whole, last: string, tag: string, first: string, second: string, offset: number) => {
      const pair = FORMS[first + second]
      // Judged by all that comes before, so a quoted word is judged by its own last sound.
      return pair ? last + tag + pick(text.slice(0, offset + last.length), pair) : whole
    },
  )
}
