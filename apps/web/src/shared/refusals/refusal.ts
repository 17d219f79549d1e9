import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { SVN_MAX } from '@memap/shared/limits'
import type { RefusalCode } from '@memap/shared/refusal-codes'
import './catalog.ts'
import { i18n as appI18n } from '../i18n/catalogs.ts'
import { ApiError } from '../lib/api-errors.ts'
import { type DateStyle, seoulMidnightForViewer } from '../lib/format-date.ts'
import { refusalText } from './refusal-texts.ts'

/** What a member is told of a picture that is no JPEG, PNG or WEBP, or cannot be read. */
export const UNSUPPORTED_IMAGE_TEXT = msg`Only JPEG, PNG, and WEBP formats are supported.`

/** What a member reads when the server refuses a request: a title and a sentence. */
export type Refusal = { title: string; message: string }

type Words = { title: MessageDescriptor; message: MessageDescriptor }

/** Refusals that a title and words of their own say better than the shared text of their code. */
const KNOWN: Partial<Record<RefusalCode, (values: Values, dates: DateStyle) => Words>> = {
  emotion_posted_today: (_, dates) => {
    const time = seoulMidnightForViewer(dates)
    return {
      title: msg`Already posted today`,
      message: time
        ? msg`You have posted today's emotion. You can post the next one after midnight Seoul time (${time} your time).`
        : msg`You have posted today's emotion. You can post the next one after midnight.`,
    }
  },
  image_type: () => ({ title: msg`Image not supported`, message: UNSUPPORTED_IMAGE_TEXT }),
  image_unreadable: () => ({ title: msg`Image not supported`, message: UNSUPPORTED_IMAGE_TEXT }),
  image_too_many_pixels: ({ megapixels: count = '' }) => ({
    title: msg`Image too large`,
    message: msg`The image must be at most ${count} megapixels.`,
  }),
  image_side_too_long: ({ pixels: count = '' }) => ({
    title: msg`Image too large`,
    message: msg`The image must be at most ${count} pixels on its longest side.`,
  }),
  image_too_narrow: ({ times = '' }) => ({
    title: msg`Image not supported`,
    message: msg`The image is too long and narrow: its longest side may be at most ${times} times its shortest.`,
  }),
  image_too_slow: () => ({
    title: msg`Image not supported`,
    message: msg`The image took too long to read. Save it again as a JPEG and try again.`,
  }),
  image_too_big: ({ size = '' }) => ({
    title: msg`Image too large`,
    message: msg`The image must be at most ${size}.`,
  }),
  snv_too_high: () => {
    const max = SVN_MAX.toLocaleString('en-US')
    return { title: msg`SNV too high`, message: msg`The maximum SNV value is ${max}.` }
  },
  rate_limited: ({ seconds = '' }) => ({
    title: msg`Too many requests`,
    message: msg`Please wait ${seconds} seconds and try again.`,
  }),
}

type Values = Record<string, string | number>

/**
 * The member's text for a refusal the server answered (a 4xx with its `{ error, code }`), or null
 * for what nobody foresaw (a 5xx, no answer at all), which keeps PRODUCT.md §8's generic dialog.
 * In the language of `i18n`, by the refusal's code (refusal-texts.ts), a time in `timeZone` (the
 * render's: use-date-style.ts); a code this app does not know (a newer server's) keeps the
 * server's sentence.
 */
export function refusalOf(
  error: unknown,
  i18n: I18n = appI18n,
  timeZone: string | undefined = undefined,
): Refusal | null {
  if (!(error instanceof ApiError) || error.status >= 500 || !error.serverMessage) return null
  const known = error.code === undefined ? undefined : KNOWN[error.code]
  if (known) {
    const words = known(error.values ?? {}, { locale: i18n.locale, timeZone })
    return { title: i18n._(words.title), message: i18n._(words.message) }
  }
  return {
    title: i18n._(msg`That did not go through`),
    message: refusalText(i18n, error) ?? error.serverMessage,
  }
}
