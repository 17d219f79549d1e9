import type { I18n, MessageDescriptor } from '@lingui/core'

/**
 * A text to show: one of MeMap's own, as a descriptor (`msg`) translated when shown, or words
 * that come as they are (a member's, the server's, or a screen's already translated `t`).
 */
export type Text = string | MessageDescriptor

/** The text in the current language of `i18n`. */
export const textIn = (i18n: I18n, text: Text): string =>
  typeof text === 'string' ? text : i18n._(text)
