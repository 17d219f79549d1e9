import type { Refusals } from '@memap/shared/endpoint'
import { leaveMeMap } from '@memap/shared/endpoints/account'
import { albumPhoto, deletePhoto, likePhoto, uploadPhoto } from '@memap/shared/endpoints/albums'
import { currentSession, revokeSessions, signIn } from '@memap/shared/endpoints/auth'
import {
  applyBadges,
  badgePermit,
  purchaseBadge,
  purchaseBadgeSigned,
} from '@memap/shared/endpoints/badges'
import { cheerEmotion, postEmotion, postedEmotion } from '@memap/shared/endpoints/emotions'
import {
  answerFriendRequest,
  blockMember,
  endFriendship,
  sendFriendRequest,
  unblockMember,
} from '@memap/shared/endpoints/friends'
import { fileReport, openReports, resolveReport } from '@memap/shared/endpoints/moderation'
import { liveEvents } from '@memap/shared/endpoints/notifications'
import { withdraw } from '@memap/shared/endpoints/points'
import {
  registerProfile,
  updateCustomUrl,
  updateProfile,
  userInfo,
} from '@memap/shared/endpoints/profile'
import { pushSubscribe, pushTest, updatePushSettings } from '@memap/shared/endpoints/push'
import { searchMembers } from '@memap/shared/endpoints/search'
import { linkTelegram, linkX, linkXCallback } from '@memap/shared/endpoints/social'

/** A picture the image pipeline refuses (storage/images.ts), and its size the form refuses. */
const PICTURE_REFUSED = [
  'image_type',
  'image_unreadable',
  'image_empty',
  'image_too_big',
  'image_too_many_pixels',
  'image_side_too_long',
  'image_too_narrow',
  'image_too_slow',
] as const satisfies Refusals
/** Every picture sent counts, refused ones included (modules/daily/uploads.ts). */
const UPLOADS_USED_UP = 'daily_uploads_used'
/** The rules of a profile's fields that the screens explain (packages/shared/src/rules.ts). */
const NAME_RULES = ['name_length', 'name_characters', 'name_invisible', 'name_letter'] as const
const PROFILE_RULES = [...NAME_RULES, 'description_too_long', 'custom_url_invalid'] as const
const SIGNED_PURCHASE_REFUSED = [
  'no_such_badge',
  'badge_owned',
  'badge_purchase_pending',
  'whoom_insufficient_on_chain',
  'signature_mismatch',
  'signature_expired',
  'smart_wallet_undeployable',
  'purchase_refused_by_chain',
  'relay_gas_too_high',
  'signed_purchase_unavailable',
] as const satisfies Refusals

/**
 * The codes each route's handler refuses with, beyond what the plugins decide (refusals.ts): each
 * code's status is in packages/shared/src/refusal-codes.ts. Listed in the OpenAPI document
 * (openapi.ts) through the route's config (plugins/contract.ts), and held by every test: a route
 * that answers a code it does not declare fails (plugins/refusal-check.ts). Kept on the server,
 * not in the shared contract, so the web app's first visit does not download it.
 */
export const handlerRefusals = new Map<object, Refusals>([
  [leaveMeMap, ['no_memap']],
  [albumPhoto, ['no_such_photo']],
  [uploadPhoto, [...PICTURE_REFUSED, 'memap_required', 'album_full', UPLOADS_USED_UP]],
  [deletePhoto, ['insufficient_whoom', 'no_such_photo']],
  [
    likePhoto,
    [
      'cannot_like_own',
      'memap_required',
      'blocked',
      'no_such_photo',
      'already_liked',
      'daily_interactions_used',
    ],
  ],
  [
    signIn,
    [
      'sign_in_message_invalid',
      'sign_in_signature_invalid',
      'sign_in_nonce_invalid',
      'wallet_suspended',
    ],
  ],
  // A session cookie that ended says why (plugins/access.ts, `signInFirst`).
  [currentSession, ['session_required', 'session_revoked', 'session_expired']],
  [revokeSessions, ['no_such_session']],
  [applyBadges, ['badge_not_owned']],
  [
    purchaseBadge,
    [
      'no_such_badge',
      'payment_failed',
      'payment_not_for_badge',
      'payment_not_recorded',
      'payment_not_mined',
      'payment_used',
    ],
  ],
  [badgePermit, SIGNED_PURCHASE_REFUSED],
  [
    purchaseBadgeSigned,
    [...SIGNED_PURCHASE_REFUSED, 'price_changed', 'signature_used', 'deadline_too_far'],
  ],
  [
    postEmotion,
    [
      'unknown_emotion',
      'memap_required',
      'emotion_posted_today',
      'reason_too_short',
      'reason_too_long',
    ],
  ],
  [postedEmotion, ['emotion_private', 'no_such_emotion']],
  [
    cheerEmotion,
    [
      'cannot_cheer_own',
      'emotion_private',
      'memap_required',
      'blocked',
      'no_such_emotion',
      'already_cheered',
      'daily_interactions_used',
    ],
  ],
  [
    sendFriendRequest,
    [
      'cannot_befriend_self',
      'insufficient_whoom',
      'memap_required',
      'blocked',
      'target_no_memap',
      'already_friends',
      'friend_request_pending',
      'friend_limit',
    ],
  ],
  [answerFriendRequest, ['no_pending_request', 'request_answered', 'friend_limit']],
  [endFriendship, ['insufficient_whoom', 'not_friends']],
  [blockMember, ['cannot_block_self', 'target_no_memap']],
  [unblockMember, ['not_blocked']],
  [fileReport, ['cannot_report_self', 'target_no_memap', 'no_such_photo', 'already_reported']],
  [openReports, ['moderators_only']],
  [resolveReport, ['action_not_for_report', 'moderators_only', 'no_such_report']],
  [liveEvents, ['too_many_streams']],
  [withdraw, ['nothing_to_withdraw', 'withdraw_amount_too_high', 'balance_changed']],
  [
    registerProfile,
    [
      ...PICTURE_REFUSED,
      ...PROFILE_RULES,
      'memap_exists',
      'name_taken',
      'name_look_alike',
      UPLOADS_USED_UP,
    ],
  ],
  [
    updateProfile,
    [
      ...PICTURE_REFUSED,
      ...PROFILE_RULES,
      'snv_too_low',
      'snv_too_high',
      'no_memap',
      'name_taken',
      'name_look_alike',
      UPLOADS_USED_UP,
    ],
  ],
  [updateCustomUrl, ['custom_url_invalid', 'no_memap']],
  [userInfo, ['no_memap']],
  [searchMembers, ['memap_required']],
  [pushSubscribe, ['push_endpoint_refused', 'push_key_invalid', 'push_off']],
  [updatePushSettings, ['unknown_time_zone']],
  [pushTest, ['no_push_subscription', 'push_off']],
  [linkX, ['linking_off']],
  [
    linkXCallback,
    ['x_flow_invalid', 'no_memap', 'x_account_taken', 'linking_off', 'x_unexpected_answer'],
  ],
  [linkTelegram, ['telegram_login_invalid', 'no_memap', 'telegram_account_taken', 'linking_off']],
])
