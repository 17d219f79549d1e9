import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import './catalog.ts'

/** The payments the screens name, translated; another `action` is shown as it is given. */
const ACTIONS: Record<string, MessageDescriptor> = {
  'friend request': msg`friend request`,
  'photo delete': msg`photo delete`,
  purchase: msg`purchase`,
}

/** What the member was paying for, in the member's language when it is one the screens name. */
export function paymentName(i18n: I18n, action: string): string {
  const known = ACTIONS[action]
  return known ? i18n._(known) : action
}
