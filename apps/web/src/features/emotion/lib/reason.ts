import { EMOTION_REASON_MAX, EMOTION_REASON_MIN } from '@memap/shared/rules'
import { countCharacters, cutText } from '../../../shared/lib/cut-text.ts'
import type { Notice } from '../../../shared/lib/name-check.ts'

/** Spec §5: the reason is cut at 500 characters, with a notice. */
export const REASON_TOO_LONG: Notice = {
  title: 'Your input does not meet the required length',
  message: `The reason can be at most ${EMOTION_REASON_MAX} characters.`,
}

/** Spec §5: submit needs at least 10 characters. */
export const REASON_TOO_SHORT: Notice = {
  title: 'Your input does not meet the required length',
  message: `Please write at least ${EMOTION_REASON_MIN} characters.`,
}

/** What the box keeps of `typed`, and whether something was cut. */
export function reasonInput(typed: string): { value: string; cut: boolean } {
  const value = cutText(typed, EMOTION_REASON_MAX)
  return { value, cut: value !== typed }
}

/** The notice that stops a submit, or null when the reason may be sent. */
export function reasonSubmitNotice(reason: string): Notice | null {
  return countCharacters(reason.trim()) < EMOTION_REASON_MIN ? REASON_TOO_SHORT : null
}
