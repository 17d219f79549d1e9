import type { Refusals } from '@memap/shared/endpoint'
import { leaveMeMap } from '@memap/shared/endpoints/account'
import { albumPhoto, deletePhoto, likePhoto, uploadPhoto } from '@memap/shared/endpoints/albums'
import { revokeSessions, signIn } from '@memap/shared/endpoints/auth'
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

/** A picture the image pipeline refuses (storage/images.ts). */
const PICTURE_REFUSED =
  "the picture is not JPEG, PNG or WEBP, is over 10 MB or 40 megapixels, over 16,384 px on a side or 20:1, or took over the decoding's time budget"
/** Every picture sent counts, refused ones included (modules/daily/uploads.ts). */
const UPLOADS_USED_UP = "the day's images are used up, refused ones counted"

/**
 * What each route's handler refuses, beyond what the plugins decide (refusals.ts): listed in the
 * OpenAPI document (openapi.ts) through the route's config (plugins/contract.ts). Kept on the
 * server, not in the shared contract, so the web app's first visit does not download it.
 */
export const handlerRefusals = new Map<object, Refusals>([
  [leaveMeMap, { 404: 'the wallet has no MeMap' }],
  [albumPhoto, { 404: 'no such photo' }],
  [
    uploadPhoto,
    {
      400: PICTURE_REFUSED,
      403: 'no MeMap yet',
      409: 'the album is full',
      429: UPLOADS_USED_UP,
    },
  ],
  [deletePhoto, { 400: 'too little Whoom', 404: 'no such photo in the album' }],
  [
    likePhoto,
    {
      400: "one's own photo",
      403: 'no MeMap yet, or a block either way',
      404: 'no such photo',
      409: 'already liked',
      429: "the day's interactions are used up",
    },
  ],
  [
    signIn,
    {
      400: 'the message is not a sign-in for this server, or has expired',
      401: 'the signature does not match, or the nonce is unknown, used or expired',
      403: 'the wallet is suspended',
    },
  ],
  [revokeSessions, { 404: 'no such live session' }],
  [applyBadges, { 400: 'a badge the wallet does not own' }],
  [
    purchaseBadge,
    {
      400: 'no such badge, or the transaction is not its payment',
      409: 'the transaction is used',
    },
  ],
  [
    badgePermit,
    {
      400: 'no such badge, or the price is not covered',
      409: 'the badge is owned, or a purchase is pending',
      503: 'signed purchases are not available right now',
    },
  ],
  [
    purchaseBadgeSigned,
    {
      400: 'the signature or deadline is not valid',
      409: 'the badge is owned, or a purchase is pending or used',
      503: 'signed purchases are not available right now',
    },
  ],
  [
    postEmotion,
    { 400: 'no such emotion', 403: 'no MeMap yet', 409: "today's emotion is already posted" },
  ],
  [postedEmotion, { 403: 'the emotion is private', 404: 'no such emotion' }],
  [
    cheerEmotion,
    {
      400: "one's own emotion",
      403: 'no MeMap yet, or a block either way',
      404: 'no such emotion',
      409: 'already cheered',
      429: "the day's interactions are used up",
    },
  ],
  [
    sendFriendRequest,
    {
      400: 'oneself, or too little Whoom',
      403: 'no MeMap yet, or a block either way',
      404: 'the target has no MeMap',
      409: 'already friends, a request pending, or a friend limit reached',
    },
  ],
  [
    answerFriendRequest,
    {
      404: 'no pending request from this wallet',
      409: 'already answered, or a friend limit reached',
    },
  ],
  [endFriendship, { 400: 'too little Whoom', 404: 'not friends' }],
  [blockMember, { 400: 'oneself', 404: 'the target has no MeMap' }],
  [unblockMember, { 404: 'the member is not blocked' }],
  [fileReport, { 400: 'oneself', 404: 'no such member or photo', 409: 'already reported' }],
  [openReports, { 403: 'moderators only' }],
  [
    resolveReport,
    {
      400: 'the action does not fit the report',
      403: 'moderators only',
      404: 'no open report with this id',
    },
  ],
  [
    liveEvents,
    {
      429: 'too many live connections',
    },
  ],
  [
    withdraw,
    {
      400: 'nothing to withdraw, or the balance changed',
    },
  ],
  [
    registerProfile,
    {
      400: PICTURE_REFUSED,
      409: 'the wallet has a MeMap, or the name is taken',
      429: UPLOADS_USED_UP,
    },
  ],
  [
    updateProfile,
    {
      400: PICTURE_REFUSED,
      404: 'the wallet has no MeMap yet',
      409: 'the name is taken',
      429: UPLOADS_USED_UP,
    },
  ],
  [updateCustomUrl, { 404: 'the wallet has no MeMap yet' }],
  [userInfo, { 404: 'no MeMap for this wallet' }],
  [searchMembers, { 403: 'no MeMap yet' }],
  [
    pushSubscribe,
    {
      400: 'the endpoint is not on a listed push service, or the key is not a P-256 point',
      501: 'web push is not configured',
    },
  ],
  [updatePushSettings, { 400: 'an unknown time zone' }],
  [pushTest, { 404: 'this device has no subscription', 501: 'web push is not configured' }],
  [
    linkX,
    {
      501: 'X linking is not configured',
    },
  ],
  [
    linkXCallback,
    {
      400: "the flow's state or code is not valid",
      404: 'the wallet has no MeMap yet',
      409: 'the X account is linked to another MeMap',
      501: 'X linking is not configured',
      502: 'X did not answer as expected',
    },
  ],
  [
    linkTelegram,
    {
      400: 'the Telegram login is not valid or too old',
      404: 'the wallet has no MeMap yet',
      409: 'the Telegram account is linked to another MeMap',
      501: 'Telegram linking is not configured',
    },
  ],
])
