import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { SVN_MAX } from '@memap/shared/limits'
import '../catalog.ts'
import { i18n as appI18n } from '../i18n/catalogs.ts'
import { ApiError } from './api-errors.ts'
import { seoulMidnightForViewer } from './format-date.ts'
import { knownServerMessage } from './server-messages.ts'

/** What a member is told of a picture that is no JPEG, PNG or WEBP, or cannot be read. */
export const UNSUPPORTED_IMAGE_TEXT = msg`Only JPEG, PNG, and WEBP formats are supported.`

/** What a member reads when the server refuses a request: a title and a sentence. */
export type Refusal = { title: string; message: string }

/** The request fields the server names in its refusals, as the screens label them. */
const FIELD_LABELS: Record<string, MessageDescriptor> = {
  user_name: msg`Name`,
  user_description: msg`Description`,
  svn: msg`SNV`,
  file: msg`Photo`,
  custom_url: msg`Link`,
  description: msg`Reason`,
  transaction: msg`Payment`,
  badgeIds: msg`Badges`,
  emotionId: msg`Emotion`,
}

type Words = { title: MessageDescriptor; message: MessageDescriptor }

/** Refusals that read better in words of their own than in the server's. */
const KNOWN: [pattern: RegExp, refusal: (match: RegExpExecArray) => Words][] = [
  [
    /^today's emotion is already posted$/,
    () => {
      const time = seoulMidnightForViewer(appI18n.locale)
      return {
        title: msg`Already posted today`,
        message: time
          ? msg`You have posted today's emotion. You can post the next one after midnight Seoul time (${time} your time).`
          : msg`You have posted today's emotion. You can post the next one after midnight.`,
      }
    },
  ],
  [
    /^file: (the image could not be read|Only JPEG, PNG, and WEBP formats are supported\.)$/,
    () => ({
      title: msg`Image not supported`,
      message: UNSUPPORTED_IMAGE_TEXT,
    }),
  ],
  [
    /^file: must be at most (\d+) megapixels$/,
    ([, count = '']) => ({
      title: msg`Image too large`,
      message: msg`The image must be at most ${count} megapixels.`,
    }),
  ],
  [
    /^file: must be at most (\d+) pixels on its longest side$/,
    ([, count = '']) => ({
      title: msg`Image too large`,
      message: msg`The image must be at most ${count} pixels on its longest side.`,
    }),
  ],
  [
    /^file: its longest side must be at most (\d+) times its shortest$/,
    ([, times = '']) => ({
      title: msg`Image not supported`,
      message: msg`The image is too long and narrow: its longest side may be at most ${times} times its shortest.`,
    }),
  ],
  [
    /^file: the image took too long to read$/,
    () => ({
      title: msg`Image not supported`,
      message: msg`The image took too long to read. Save it again as a JPEG and try again.`,
    }),
  ],
  [
    /^file: must be at most (.+)$/,
    ([, size = '']) => ({
      title: msg`Image too large`,
      message: msg`The image must be at most ${size}.`,
    }),
  ],
  [
    /^svn: must be at most/,
    () => {
      const max = SVN_MAX.toLocaleString('en-US')
      return { title: msg`SNV too high`, message: msg`The maximum SNV value is ${max}.` }
    },
  ],
  [
    /^too many requests; try again in (\d+) s$/,
    ([, seconds = '']) => ({
      title: msg`Too many requests`,
      message: msg`Please wait ${seconds} seconds and try again.`,
    }),
  ],
]

const sentence = (text: string) => {
  const trimmed = text.trim()
  const ended = /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`
  return `${ended.charAt(0).toUpperCase()}${ended.slice(1)}`
}

/**
 * The member's text for a refusal the server answered (a 4xx with its `{error}`), or null for
 * what nobody foresaw (a 5xx, no answer at all), which keeps PRODUCT.md §8's generic dialog. In the
 * language of `i18n`: a refusal the app knows is translated (server-messages.ts), any other
 * keeps the server's words.
 */
export function refusalOf(error: unknown, i18n: I18n = appI18n): Refusal | null {
  if (!(error instanceof ApiError) || error.status >= 500 || !error.serverMessage) return null
  const message = error.serverMessage
  for (const [pattern, refusal] of KNOWN) {
    const match = pattern.exec(message)
    if (match) {
      const words = refusal(match)
      return { title: i18n._(words.title), message: i18n._(words.message) }
    }
  }
  const title = i18n._(msg`That did not go through`)
  const known = knownServerMessage(i18n, message)
  if (known) return { title, message: known }
  const field = /^([A-Za-z_]+): (.+)$/.exec(message)
  const label = field ? FIELD_LABELS[field[1] ?? ''] : undefined
  return {
    title,
    message: label && field ? `${i18n._(label)}: ${sentence(field[2] ?? '')}` : sentence(message),
  }
}
