import { paths } from '@memap/shared/app-paths'
import type { NotificationType } from '@memap/shared/notifications'
import { PUSH_KINDS, type PushKind, type PushPayloadKind } from '@memap/shared/push'

/**
 * The notifications a push tells of, by kind: a friend request received or accepted, a cheer of
 * the member's emotion, a like of their photo, and Whoom that reached them without their asking
 * at that moment on this device (a reward for what they posted, a withdrawal paid on chain).
 * Others (what the member spent or sent, a badge purchase settling, a name changed) push nothing.
 */
export const PUSHED: Partial<Record<NotificationType, PushKind>> = {
  friend_receive: 'friend_request',
  friend_request_accept: 'friend_accepted',
  emotion_cheer_receive: 'cheer',
  album_like_receive: 'like',
  mint_nft: 'reward',
  emotion_posting: 'reward',
  album_posting: 'reward',
  album_posting_all: 'reward',
  album_update: 'reward',
  withdrawal_paid: 'reward',
}

/** A kind's bit in `push_subscriptions.kinds`. */
export const kindBit = (kind: PushKind) => 1 << PUSH_KINDS.indexOf(kind)

export const kindsToBits = (kinds: readonly PushKind[]) =>
  kinds.reduce((bits, kind) => bits | kindBit(kind), 0)

export const bitsToKinds = (bits: number) => PUSH_KINDS.filter((kind) => bits & kindBit(kind))

/**
 * How each kind is sent: how long a push service keeps it for a device that is off
 * (`TTL`, seconds), how soon it must wake the device (`Urgency`, RFC 8030 §5.3), and the screen a
 * tap opens. A friend request waits for an answer, so it is kept longest; a cheer or a like is
 * news of the day; a test is for now or never.
 */
export const DELIVERY: Record<
  PushPayloadKind,
  { ttl: number; urgency: 'very-low' | 'low' | 'normal' | 'high'; url: string }
> = {
  friend_request: { ttl: 3 * 24 * 3600, urgency: 'normal', url: paths.notifications },
  friend_accepted: { ttl: 24 * 3600, urgency: 'normal', url: paths.friendList },
  cheer: { ttl: 6 * 3600, urgency: 'low', url: paths.notifications },
  like: { ttl: 6 * 3600, urgency: 'low', url: paths.notifications },
  reward: { ttl: 24 * 3600, urgency: 'very-low', url: paths.myReward },
  test: { ttl: 300, urgency: 'high', url: paths.settings },
}

export const isPayloadKind = (kind: string): kind is PushPayloadKind => kind in DELIVERY
