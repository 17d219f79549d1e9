import { ECONOMY } from '@memap/shared/economy'
import { formatCount } from '../../../shared/lib/format-number.ts'

/** What the text of a notification is made of (spec §3, notification entry). */
export type NotificationTextInput = {
  WhoomHistoryTypeName: string
  /** The name of the other member, where one applies; may be empty. */
  WhoomHistoryInformation: string
  Value: number
}

/** Spec §4: a missing name reads 'Someone' for another member and 'You' for the reader. */
export const SOMEONE = 'Someone'
export const YOU = 'You'

/**
 * The line a notification shows, per type (spec §4). The spec gives no text for the cheer and
 * like types nor for a withdrawal; those below are ours. Any other type shows its raw
 * information text (or, when it has none, its type name, so that no entry is blank).
 */
export function notificationText(entry: NotificationTextInput): string {
  const info = entry.WhoomHistoryInformation.trim()
  const someone = info || SOMEONE
  const you = info || YOU
  const value = formatCount(Math.abs(entry.Value))
  switch (entry.WhoomHistoryTypeName) {
    case 'mint_nft':
      return `${you} completed Mint NFT and earned ${formatCount(ECONOMY.mintReward)} Whoom`
    case 'emotion_posting':
      // The information is the emotion posted, not a person: the reader posted it.
      return info
        ? `${YOU} empathized with your emotion update, ${info}`
        : `${YOU} empathized with your emotion update`
    case 'album_posting':
      return `${YOU} earned ${value} Whoom for adding a photo to your Top 9`
    case 'album_update':
      return `${YOU} were charged ${value} Whoom for deleting a photo from your Top 9`
    case 'album_posting_all':
      return `${you} completed 9 Album Posting and earned ${formatCount(ECONOMY.albumCompleteReward)} Whoom`
    case 'friend_receive':
      return `Friend request received from ${someone}`
    case 'friend_request':
      return `${YOU} received ${value} Whoom as SNV from a friend connection`
    case 'friend_request_rejection':
      return `${someone} declined your friend request`
    case 'friend_delete':
      // The one who ended the friendship paid for it; the other one reads who did.
      return entry.Value < 0
        ? `${YOU} deleted a friend connection and paid ${value} Whoom`
        : `${someone} deleted your friend connection`
    case 'friend_request_accept':
      return `${someone} accepted your friend request`
    case 'emotion_cheer_receive':
      return `${someone} cheered your emotion`
    case 'emotion_cheer_request':
      return `${YOU} cheered an emotion and earned ${value} Whoom`
    case 'album_like_receive':
      return `${someone} liked your photo`
    case 'album_like_request':
      return `${YOU} liked a photo and earned ${value} Whoom`
    case 'name_changed':
      // Migration 2026-11-25T0100: another MeMap joined first with a name read the same.
      return `Another MeMap had your name first, so yours is now ${info}. You can change it in Settings.`
    case 'withdraw':
      return `${YOU} withdrew ${formatCount(Math.max(0, Math.abs(entry.Value) - ECONOMY.withdrawalFee))} Whoom to your wallet`
    default:
      return info || entry.WhoomHistoryTypeName
  }
}
