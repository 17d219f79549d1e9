import { IMAGE_TYPE_MESSAGE, SVN_MAX } from '@memap/shared/limits'
import { ApiError } from './api-client.ts'

/** What a member reads when the server refuses a request: a title and a sentence. */
export type Refusal = { title: string; message: string }

/** The request fields the server names in its refusals, as the screens label them. */
const FIELD_LABELS: Record<string, string> = {
  user_name: 'Name',
  user_description: 'Description',
  svn: 'SNV',
  file: 'Photo',
  custom_url: 'Link',
  description: 'Reason',
  transaction: 'Payment',
  badgeIds: 'Badges',
  emotionId: 'Emotion',
}

/** Refusals that read better in words of their own than in the server's. */
const KNOWN: [pattern: RegExp, refusal: (match: RegExpExecArray) => Refusal][] = [
  [
    /^today's emotion is already posted$/,
    () => ({
      title: 'Already posted today',
      message: "You have posted today's emotion. You can post the next one tomorrow (Seoul time).",
    }),
  ],
  [
    /^file: (the image could not be read|Only JPEG, PNG, and WEBP formats are supported\.)$/,
    () => ({ title: 'Image not supported', message: IMAGE_TYPE_MESSAGE }),
  ],
  [
    /^file: must be at most (.+)$/,
    (match) => ({ title: 'Image too large', message: `The image must be at most ${match[1]}.` }),
  ],
  [
    /^svn: must be at most/,
    () => ({
      title: 'SNV too high',
      message: `The maximum SNV value is ${SVN_MAX.toLocaleString('en-US')}.`,
    }),
  ],
  [
    /^too many requests; try again in (\d+) s$/,
    (match) => ({
      title: 'Too many requests',
      message: `Please wait ${match[1]} seconds and try again.`,
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
 * what nobody foresaw (a 5xx, no answer at all), which keeps the spec's generic dialog.
 */
export function refusalOf(error: unknown): Refusal | null {
  if (!(error instanceof ApiError) || error.status >= 500 || !error.serverMessage) return null
  const message = error.serverMessage
  for (const [pattern, refusal] of KNOWN) {
    const match = pattern.exec(message)
    if (match) return refusal(match)
  }
  const field = /^([A-Za-z_]+): (.+)$/.exec(message)
  const label = field ? FIELD_LABELS[field[1] ?? ''] : undefined
  return {
    title: 'That did not go through',
    message: label && field ? `${label}: ${sentence(field[2] ?? '')}` : sentence(message),
  }
}
