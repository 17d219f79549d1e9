import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { EMOTION_REASON_MAX, EMOTION_REASON_MIN } from '@memap/shared/rules'
import { countCharacters, cutText } from '../../../shared/lib/cut-text.ts'
import '../catalog.ts'

/** A notice of the reason's rules, translated when shown (`i18n._`). */
export type ReasonNotice = { title: MessageDescriptor; message: MessageDescriptor }

const max = EMOTION_REASON_MAX
const min = EMOTION_REASON_MIN

/** PRODUCT.md §5: the reason is cut at 500 characters, with a notice. */
export const REASON_TOO_LONG: ReasonNotice = {
  title: msg`Your input does not meet the required length`,
  message: msg`The reason can be at most ${max} characters.`,
}

/** PRODUCT.md §5: submit needs at least 10 characters. */
export const REASON_TOO_SHORT: ReasonNotice = {
  title: msg`Your input does not meet the required length`,
  message: msg`Please write at least ${min} characters.`,
}

/** What the box keeps of `typed`, and whether something was cut. */
export function reasonInput(typed: string): { value: string; cut: boolean } {
  const value = cutText(typed, EMOTION_REASON_MAX)
  return { value, cut: value !== typed }
}

/** The notice that stops a submit, or null when the reason may be sent. */
export function reasonSubmitNotice(reason: string): ReasonNotice | null {
  return countCharacters(reason.trim()) < EMOTION_REASON_MIN ? REASON_TOO_SHORT : null
}
