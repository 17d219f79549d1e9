import { z } from 'zod'
import { SVN_MAX } from './limits.ts'
import type { RefusalCode } from './refusal-codes.ts'
import { refusalParams, text, trimmedLength } from './text.ts'

/** The product's validation rules (PRODUCT.md §5), checked by the web app and the API alike. */

/** The largest id a request may name: ids are 32-bit integers in PostgreSQL. */
export const ID_MAX = 2_147_483_647

/** A row id a request names: a whole number from `min` to ID_MAX (query text is coerced). */
export const rowIdSchema = (min: 0 | 1 = 1) =>
  z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(min, `must be ${min} or more`)
    .max(ID_MAX, `must be at most ${ID_MAX}`)

export const NAME_MIN = 2
export const NAME_MAX = 20
/** Korean letters, English letters, digits, space, underscore, hyphen: what a name may hold. */
export const NAME_ALLOWED = /[^\p{Script=Hangul}A-Za-z0-9 _-]/gu
export const NAME_LENGTH_MESSAGE = 'Please ensure it is between 2 and 20 characters.'
export const NAME_LENGTH_TITLE = 'Your input does not meet the required length'
export const NAME_TAKEN_MESSAGE = 'Already exists name.'
/** A name another member's reads as (other letters that look the same, other separators). */
export const NAME_LOOK_ALIKE_MESSAGE = 'looks too much like the name of another member'

export const DESCRIPTION_MAX = 200
export const SVN_MIN = 3
export const SVN_MESSAGE =
  'The minimum SNV value is 3! You cannot set it lower than this. Please set it to 3 or higher.'
export const EMOTION_REASON_MIN = 10
export const EMOTION_REASON_MAX = 500

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
export const PROFILE_IMAGE_SIDE = 1024
export const ALBUM_IMAGE_SIDE = 2048
export const IMAGE_JPEG_QUALITY = 0.9
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024
export const IMAGE_MAX_PIXELS = 40_000_000
/**
 * The longest side and the longest side over the shortest a picture may have (PRODUCT.md §5):
 * past them a picture costs the decoder per row, not per pixel (a 1 x 40,000,000 PNG took seconds).
 */
export const IMAGE_MAX_SIDE = 16_384
export const IMAGE_MAX_ASPECT = 20

/** What a name keeps of `input`: the characters it may hold. */
export const cleanName = (input: string) => input.replace(NAME_ALLOWED, '')

/** The first character of `input` a name cannot hold (a whole emoji or accented letter), if any. */
export function refusedNameCharacter(input: string): string | undefined {
  for (const character of input.normalize('NFC')) {
    if (cleanName(character) !== character) return character
  }
  return undefined
}

/**
 * Characters that show nothing: format characters (zero-width spaces and joiners, direction
 * marks), white space other than the space, and the fillers of the Hangul script, which the
 * allowed letters include.
 */
const INVISIBLE = /[\p{Cf}\u115F\u1160\u3164\uFFA0]|[^\S ]/u
export const NAME_INVISIBLE_MESSAGE =
  'must show letters: characters that show nothing (fillers, zero-width spaces) are not allowed'
export const NAME_CHARACTERS_MESSAGE = 'may hold only letters, digits, space, _ and -'
/**
 * A name holds a letter: digits, spaces, `_` and `-` alone are none. Past the character check,
 * any letter is a Korean or English one.
 */
const LETTER = /\p{L}/u
export const NAME_LETTER_MESSAGE = 'must hold a letter'

/**
 * The one written form a name is stored in: Unicode NFC, no spaces at either end, one space
 * between words. Its length is the name's length.
 */
export const canonicalName = (input: string) =>
  input.normalize('NFC').replace(/ {2,}/g, ' ').replace(/^ | $/g, '')

/** The refusal's code of each reason a name cannot be used (refusal-codes.ts). */
export const NAME_PROBLEM_CODES: Record<string, RefusalCode> = {
  [NAME_INVISIBLE_MESSAGE]: 'name_invisible',
  [NAME_CHARACTERS_MESSAGE]: 'name_characters',
  [NAME_LENGTH_MESSAGE]: 'name_length',
  [NAME_LETTER_MESSAGE]: 'name_letter',
}

/** Why a name (in its canonical form) cannot be used, or null when it can. */
export function nameProblem(name: string): string | null {
  if (INVISIBLE.test(name)) return NAME_INVISIBLE_MESSAGE
  if (cleanName(name) !== name) return NAME_CHARACTERS_MESSAGE
  const length = [...name].length
  if (length < NAME_MIN || length > NAME_MAX) return NAME_LENGTH_MESSAGE
  if (!LETTER.test(name)) return NAME_LETTER_MESSAGE
  return null
}

/** A letter of a name as typed on a Korean or English keyboard (no Hangul filler). */
const NAME_LETTER = '\\uAC00-\\uD7A3\\u3131-\\u3163\\u3165-\\u318EA-Za-z'
const NAME_WORD = `[${NAME_LETTER}0-9_-]+`

/**
 * What the OpenAPI document says of a name: the form it is stored in (single spaces between
 * words, a letter), in the letters of a Korean or an English keyboard, which NFC leaves as they
 * are. The server takes more (other Hangul letters, spaces it folds): `nameProblem` decides.
 */
const DOCUMENTED_NAME = {
  minLength: NAME_MIN,
  maxLength: NAME_MAX,
  pattern: `^(?:${NAME_WORD} )*[${NAME_LETTER}0-9_-]*[${NAME_LETTER}][${NAME_LETTER}0-9_-]*(?: ${NAME_WORD})*$`,
  description: 'Stored in NFC, with single spaces between words and none at either end.',
}

/** A name as sent: stored in its canonical form, refused with the reason when it cannot be used. */
export const nameSchema = z
  .string()
  .max(200)
  .transform(canonicalName)
  .check((context) => {
    const problem = nameProblem(context.value)
    if (problem) {
      const params = refusalParams(NAME_PROBLEM_CODES[problem])
      context.issues.push({ code: 'custom', message: problem, input: context.value, params })
    }
  })
  .meta(DOCUMENTED_NAME)

export const descriptionSchema = text(
  { maxLength: DESCRIPTION_MAX },
  {},
  { maxLength: 'description_too_long' },
)

/**
 * SNV as the settings form sends it: digits only, else PRODUCT.md §5's message; 3 to
 * 1,000,000. Not coerced: `0x3E8`, `1e6`, ` 10 ` and `10.0` are numbers to JavaScript, not to a
 * member. The document states the exact form (`SVN_PATTERN`): the digits of 3 to 1,000,000.
 */
export const SVN_PATTERN = '^0*(?:[3-9]|[1-9][0-9]{1,5}|1000000)$'
export const svnSchema = z
  .string({ error: SVN_MESSAGE })
  .check((context) => {
    const value = context.value
    const [message, code]: [string, RefusalCode] | [] =
      !/^[0-9]+$/.test(value) || Number(value) < SVN_MIN
        ? [SVN_MESSAGE, 'snv_too_low']
        : Number(value) > SVN_MAX
          ? [`must be at most ${SVN_MAX}`, 'snv_too_high']
          : []
    if (message === undefined) return
    context.issues.push({ code: 'custom', message, input: value, params: refusalParams(code) })
  })
  .transform(Number)
  .meta({ pattern: SVN_PATTERN })

/**
 * A custom link: http or https only. The OpenAPI document states the plain form of such a link
 * (a host whose last label is a name, an optional port and path); the URL parser decides.
 */
export const customUrlSchema = z
  .string()
  .max(2048)
  .refine(
    (value) => {
      try {
        const url = new URL(value)
        return url.protocol === 'http:' || url.protocol === 'https:'
      } catch {
        return false
      }
    },
    {
      message: 'must be an http or https URL',
      params: refusalParams('custom_url_invalid'),
    },
  )
  .meta({
    pattern:
      '^https?://(?:[A-Za-z0-9-]+\\.)*[A-Za-z][A-Za-z0-9-]*(?::[1-9][0-9]{0,3})?(?:/[A-Za-z0-9._~%/-]*)?$',
  })

/** The reason of an emotion: at most 500 characters, at least 10 once trimmed. */
export const emotionReasonSchema = text(
  { maxLength: EMOTION_REASON_MAX, pattern: trimmedLength(EMOTION_REASON_MIN) },
  { pattern: `must be at least ${EMOTION_REASON_MIN} characters` },
  { maxLength: 'reason_too_long', pattern: 'reason_too_short' },
)
