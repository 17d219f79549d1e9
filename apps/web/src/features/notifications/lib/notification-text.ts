import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { ECONOMY } from '@memap/shared/economy'
import { formatCount } from '../../../shared/lib/format-number.ts'
import '../catalog.ts'

/** What the text of a notification is made of (PRODUCT.md §3, notification entry). */
export type NotificationTextInput = {
  WhoomHistoryTypeName: string
  /** The name of the other member, where one applies; may be empty. */
  WhoomHistoryInformation: string
  Value: number
}

/**
 * The line a notification shows, per type (PRODUCT.md §4), in the current language (`i18n` from
 * useLingui()). A missing name reads 'Someone' for another member and 'You' for the reader: each
 * its own sentence, so that every language words it in its own way. The spec gives no text for
 * the cheer and like types nor for a withdrawal; those below are ours. Any other type shows its
 * raw information text (or, when it has none, its type name, so that no entry is blank).
 */
export function notificationText(entry: NotificationTextInput, i18n: I18n): string {
  const text = notificationMessage(entry)
  return typeof text === 'string' ? text : i18n._(text)
}

function notificationMessage(entry: NotificationTextInput): MessageDescriptor | string {
  const name = entry.WhoomHistoryInformation.trim()
  const value = formatCount(Math.abs(entry.Value))
  switch (entry.WhoomHistoryTypeName) {
    case 'mint_nft': {
      const reward = formatCount(ECONOMY.mintReward)
      return name
        ? msg`${name} completed Mint NFT and earned ${reward} Whoom`
        : msg`You completed Mint NFT and earned ${reward} Whoom`
    }
    case 'emotion_posting': {
      // The information is the emotion posted, not a person: the reader posted it.
      const emotion = name
      return emotion
        ? msg`You empathized with your emotion update, ${emotion}`
        : msg`You empathized with your emotion update`
    }
    case 'album_posting':
      return msg`You earned ${value} Whoom for adding a photo to your Top 9`
    case 'album_update':
      return msg`You were charged ${value} Whoom for deleting a photo from your Top 9`
    case 'album_posting_all': {
      const reward = formatCount(ECONOMY.albumCompleteReward)
      return name
        ? msg`${name} completed 9 Album Posting and earned ${reward} Whoom`
        : msg`You completed 9 Album Posting and earned ${reward} Whoom`
    }
    case 'friend_receive':
      return name
        ? msg`Friend request received from ${name}`
        : msg`Friend request received from Someone`
    case 'friend_request':
      return msg`You received ${value} Whoom as SNV from a friend connection`
    case 'friend_request_rejection':
      return name
        ? msg`${name} declined your friend request`
        : msg`Someone declined your friend request`
    case 'friend_delete':
      // The one who ended the friendship paid for it; the other one reads who did.
      if (entry.Value < 0) return msg`You deleted a friend connection and paid ${value} Whoom`
      return name
        ? msg`${name} deleted your friend connection`
        : msg`Someone deleted your friend connection`
    case 'friend_request_accept':
      return name
        ? msg`${name} accepted your friend request`
        : msg`Someone accepted your friend request`
    case 'emotion_cheer_receive':
      return name ? msg`${name} cheered your emotion` : msg`Someone cheered your emotion`
    case 'emotion_cheer_request':
      return msg`You cheered an emotion and earned ${value} Whoom`
    case 'album_like_receive':
      return name ? msg`${name} liked your photo` : msg`Someone liked your photo`
    case 'album_like_request':
      return msg`You liked a photo and earned ${value} Whoom`
    case 'name_changed':
      // Migration 2026-11-25T0100: another MeMap joined first with a name read the same.
      return msg`Another MeMap had your name first, so yours is now ${name}. You can change it in Settings.`
    case 'withdraw': {
      const amount = formatCount(Math.max(0, Math.abs(entry.Value) - ECONOMY.withdrawalFee))
      return msg`You withdrew ${amount} Whoom to your wallet`
    }
    default:
      return name || entry.WhoomHistoryTypeName
  }
}
