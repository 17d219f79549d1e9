import type { WhoomHistoryType } from '@memap/shared/economy'

/** What each kind of Whoom movement is called in the reward history, in words people read. */
const LABELS: Record<WhoomHistoryType, string> = {
  mint_nft: 'MeMap minted',
  emotion_posting: 'Emotion posted',
  album_posting: 'Photo added to your Top 9',
  album_posting_all: 'Top 9 complete',
  album_update: 'Photo deleted',
  emotion_cheer_request: 'Cheer given',
  emotion_cheer_receive: 'Cheer received',
  album_like_request: 'Like given',
  album_like_receive: 'Like received',
  friend_request_sent: 'Friend request sent',
  friend_request: 'Friend request accepted',
  friend_request_rejection: 'Friend request refunded',
  friend_delete: 'Friend removed',
  withdraw: 'Withdrawn to your wallet',
}

/** The label of a history entry; a type this build does not know reads as words too. */
export function historyLabel(type: string): string {
  if (type in LABELS) return LABELS[type as WhoomHistoryType]
  const words = type.replaceAll('_', ' ')
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`
}
