import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { ECONOMY } from '@memap/shared/economy'
import type { NotificationType } from '@memap/shared/notifications'
import { formatCount } from '../../../shared/lib/format-number.ts'
import { catalogueName } from '../../../shared/names/catalogue-name.ts'
import '../catalog.ts'

/** What the text of a notification is made of (PRODUCT.md §3, notification entry). */
export type NotificationTextInput = {
  WhoomHistoryTypeName: string
  /** The name of the other member, where one applies (an emotion's for emotion_posting); may be empty. */
  WhoomHistoryInformation: string
  Value: number
  /** The wallet that acted and the one it acted on: one of them is the reader. */
  WalletAddr?: string
  TargetWalletAddr?: string
}

/** A line's pieces: words, and the other member's name, to show as a link to their MeMap. */
export type NotificationPart = string | { name: string; address: string }

/** The types whose information is the other member's name, as named when it happened. */
const NAMES_A_MEMBER: ReadonlySet<string> = new Set<NotificationType>([
  'friend_receive',
  'friend_request',
  'friend_request_rejection',
  'friend_request_accept',
  'friend_delete',
  'emotion_cheer_receive',
  'emotion_cheer_request',
  'album_like_receive',
  'album_like_request',
])

/**
 * The types whose value is no change of the reader's points, so it is not shown beside the line:
 * the SNV a friend request holds of the requester's, and the Whoom a withdrawal put in the wallet
 * (the line names them; the withdrawal's own entry took them from the points).
 */
const VALUE_NOT_THE_READERS: ReadonlySet<string> = new Set<NotificationType>([
  'friend_receive',
  'withdrawal_paid',
])

/** The signed amount shown beside a notification's line, or null when it shows none. */
export function notificationAmount(entry: NotificationTextInput): number | null {
  if (entry.Value === 0 || VALUE_NOT_THE_READERS.has(entry.WhoomHistoryTypeName)) return null
  return entry.Value
}

// Stands for the member's name while the sentence is translated, so the name can become a link
// wherever the language puts it.
const NAME_MARK = '\uE000'

/**
 * The line a notification shows, per type (PRODUCT.md §4), in the current language (`i18n` from
 * useLingui()). The other member is named where the server gave a name, 'Someone' where it did
 * not; one's own events read as one's own ('Your MeMap was minted'), with the amount beside the
 * line. Any other type shows its raw information text (or, when it has none, its type name, so
 * that no entry is blank).
 */
export function notificationText(entry: NotificationTextInput, i18n: I18n): string {
  return notificationParts(entry, i18n, '')
    .map((part) => (typeof part === 'string' ? part : part.name))
    .join('')
}

/** The same line in pieces, the other member's name (for `reader`) apart, to link it. */
export function notificationParts(
  entry: NotificationTextInput,
  i18n: I18n,
  reader: string,
): NotificationPart[] {
  const name = entry.WhoomHistoryInformation.trim()
  const other = otherMember(entry, reader)
  if (!NAMES_A_MEMBER.has(entry.WhoomHistoryTypeName) || !name || !other) {
    const text = notificationMessage(entry, name, i18n)
    return [typeof text === 'string' ? text : i18n._(text)]
  }
  const text = notificationMessage(entry, NAME_MARK, i18n)
  const words = typeof text === 'string' ? text : i18n._(text)
  return words
    .split(NAME_MARK)
    .flatMap((piece, index) => (index === 0 ? [piece] : [{ name, address: other }, piece]))
    .filter((part) => part !== '')
}

/** The wallet of the member who is not the reader: the one who acted, or the one acted on. */
function otherMember(entry: NotificationTextInput, reader: string): string {
  const actor = entry.WalletAddr ?? ''
  const target = entry.TargetWalletAddr ?? ''
  if (reader === '') return actor || target
  return actor.toLowerCase() === reader.toLowerCase() ? target : actor
}

function notificationMessage(
  entry: NotificationTextInput,
  name: string,
  i18n: I18n,
): MessageDescriptor | string {
  switch (entry.WhoomHistoryTypeName) {
    case 'mint_nft':
      return msg`Your MeMap was minted`
    case 'emotion_posting': {
      // The information is the emotion posted, not a person: the reader posted it.
      const emotion = name && catalogueName(i18n, 'emotion', name)
      return emotion ? msg`You posted today's emotion: ${emotion}` : msg`You posted today's emotion`
    }
    case 'album_posting':
      return msg`You added a photo to your Top 9`
    case 'album_update':
      return msg`You deleted a photo from your Top 9`
    case 'album_posting_all': {
      const reward = formatCount(ECONOMY.albumCompleteReward)
      return msg`Your Top 9 is full: a bonus of ${reward} Whoom`
    }
    case 'friend_receive':
      return name
        ? msg`Friend request received from ${name}`
        : msg`Friend request received from Someone`
    case 'friend_request_sent':
      // Its Whoom held until the answer; written as the ledger's row (no notification today).
      return name ? msg`You sent ${name} a friend request` : msg`You sent a friend request`
    case 'friend_request':
      // The reader accepted: the request's SNV is theirs.
      return name ? msg`You and ${name} are now friends` : msg`You accepted a friend request`
    case 'friend_request_rejection':
      return name
        ? msg`${name} declined your friend request`
        : msg`Someone declined your friend request`
    case 'friend_delete':
      // The one who ended the friendship paid for it; the other one reads who did.
      if (entry.Value < 0) {
        return name
          ? msg`You deleted your friend connection with ${name}`
          : msg`You deleted a friend connection`
      }
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
      return name ? msg`You cheered ${name}'s emotion` : msg`You cheered an emotion`
    case 'album_like_receive':
      return name ? msg`${name} liked your photo` : msg`Someone liked your photo`
    case 'album_like_request':
      return name ? msg`You liked ${name}'s photo` : msg`You liked a photo`
    case 'name_changed':
      // Migration 2026-11-25T0100: another MeMap joined first with a name read the same.
      return msg`Another MeMap had your name first, so yours is now ${name}. You can change it in Settings.`
    case 'badge_purchased': {
      // The information is the badge, bought with a signature: the server paid the gas.
      const badge = name && catalogueName(i18n, 'badge', name)
      return msg`You bought the badge ${badge}; MeMap paid the gas`
    }
    case 'badge_purchase_failed': {
      const badge = name && catalogueName(i18n, 'badge', name)
      return msg`Your purchase of the badge ${badge} did not go through; no Whoom were taken`
    }
    case 'badge_payment_refunded': {
      // Paid again for a badge the wallet had (PRODUCT.md §13): the payment went back on chain.
      const badge = name && catalogueName(i18n, 'badge', name)
      const amount = formatCount(entry.Value)
      return msg`You already had the badge ${badge}: the ${amount} Whoom you paid again are back in your wallet`
    }
    case 'withdraw': {
      const amount = formatCount(Math.max(0, Math.abs(entry.Value) - ECONOMY.withdrawalFee))
      return msg`You withdrew ${amount} Whoom to your wallet`
    }
    case 'withdrawal_paid': {
      // The value is what reached the wallet; the information, the paying transaction.
      const amount = formatCount(entry.Value)
      return msg`${amount} Whoom reached your wallet`
    }
    default:
      return name || entry.WhoomHistoryTypeName
  }
}
