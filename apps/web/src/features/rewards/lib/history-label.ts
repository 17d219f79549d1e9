import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { WhoomHistoryType } from '@memap/shared/economy'
import '../catalog.ts'

/** What each kind of Whoom movement is called in the reward history, in words people read. */
const LABELS: Record<WhoomHistoryType, MessageDescriptor> = {
  mint_nft: msg`MeMap minted`,
  emotion_posting: msg`Emotion posted`,
  album_posting: msg`Photo added to your Top 9`,
  album_posting_all: msg`Top 9 complete`,
  album_update: msg`Photo deleted`,
  emotion_cheer_request: msg`Cheer given`,
  emotion_cheer_receive: msg`Cheer received`,
  album_like_request: msg`Like given`,
  album_like_receive: msg`Like received`,
  friend_request_sent: msg`Friend request sent`,
  friend_request: msg`Friend request accepted`,
  friend_request_rejection: msg`Friend request refunded`,
  friend_delete: msg`Friend removed`,
  withdraw: msg`Withdrawn to your wallet`,
}

/**
 * The label of a history entry in the current language (`i18n` from useLingui()); a type this
 * build does not know reads as words too, in English.
 */
export function historyLabel(type: string, i18n: I18n): string {
  if (type in LABELS) return i18n._(LABELS[type as WhoomHistoryType])
  const words = type.replaceAll('_', ' ')
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`
}
