/**
 * The Whoom economy (PRODUCT.md §12): every amount the server credits or debits, in one place.
 * Off-chain amounts are whole Whoom.
 */
export const ECONOMY = {
  mintReward: 30,
  emotionReward: 5,
  albumUploadReward: 5,
  albumCompleteReward: 15,
  albumDeletePayment: 10,
  cheerReward: 2,
  likeReward: 2,
  friendDeletePayment: 20,
  withdrawalFee: 1,
  dailyInteractions: 10,
  friendLimit: 20,
} as const

/** The history types of ledger rows and notifications. */
export const WHOOM_HISTORY_TYPES = [
  'mint_nft',
  'emotion_posting',
  'album_posting',
  'album_posting_all',
  'album_update',
  'emotion_cheer_request',
  'emotion_cheer_receive',
  'album_like_request',
  'album_like_receive',
  'friend_request_sent',
  'friend_request',
  'friend_request_rejection',
  'friend_delete',
  'withdraw',
] as const
export type WhoomHistoryType = (typeof WHOOM_HISTORY_TYPES)[number]

/** Whoom has 18 decimals on chain. */
export const WHOOM_DECIMALS = 18

/** The API's answer to a friend request the sender's balance does not cover (PRODUCT.md §8). */
export const INSUFFICIENT_FOR_FRIEND_REQUEST = 'failed to RequestFriend: insufficient point balance'
