import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { RefusalCode } from '@memap/shared/refusal-codes'
import './catalog.ts'
import { ApiError } from '../lib/api-errors.ts'

// The API answers each refusal with a code (`{ error, code }`, packages/shared/src/refusal-codes.ts),
// and the web app words it by that code, never by the server's English sentence, which may be
// reworded. Each code's text has `refusal.<code>` as its id, so a refusal is looked up in the
// catalog by its code: this table ships to no browser (it is for `lingui extract`, the type check
// that every code has a text, and the tests), and the first visit carries each text once.

/** MeMap's words for every refusal code, `{name}` standing for the figures the server sends. */
export const REFUSAL_TEXTS = {
  malformed_request: msg({
    id: 'refusal.malformed_request',
    message: 'The request was not valid.',
  }),
  invalid_field: msg({
    id: 'refusal.invalid_field',
    message: '{field}: please check it and try again.',
  }),
  body_too_deep: msg({ id: 'refusal.body_too_deep', message: 'The request was not valid.' }),
  api_key_required: msg({
    id: 'refusal.api_key_required',
    message: 'This app may not call the MeMap server.',
  }),
  session_required: msg({ id: 'refusal.session_required', message: 'Please sign in first.' }),
  session_revoked: msg({
    id: 'refusal.session_revoked',
    message: 'This device was signed out from another one.',
  }),
  session_expired: msg({
    id: 'refusal.session_expired',
    message: 'Your session expired. Please sign in again.',
  }),
  not_your_wallet: msg({
    id: 'refusal.not_your_wallet',
    message: 'This wallet may not act for another.',
  }),
  foreign_origin: msg({
    id: 'refusal.foreign_origin',
    message: 'Changes are accepted only from MeMap itself.',
  }),
  no_route: msg({ id: 'refusal.no_route', message: 'There is nothing at this address.' }),
  method_not_allowed: msg({
    id: 'refusal.method_not_allowed',
    message: 'The request was not valid.',
  }),
  request_timeout: msg({
    id: 'refusal.request_timeout',
    message: 'The request took too long to arrive. Please try again.',
  }),
  body_too_large: msg({ id: 'refusal.body_too_large', message: 'What you sent is too large.' }),
  url_too_long: msg({ id: 'refusal.url_too_long', message: 'The address is too long.' }),
  body_type_refused: msg({
    id: 'refusal.body_type_refused',
    message: 'The request was not valid.',
  }),
  host_not_served: msg({
    id: 'refusal.host_not_served',
    message: 'This server does not answer for this address.',
  }),
  rate_limited: msg({
    id: 'refusal.rate_limited',
    message: 'Please wait {seconds} seconds and try again.',
  }),
  headers_too_large: msg({
    id: 'refusal.headers_too_large',
    message: 'The request was not valid.',
  }),
  internal_error: msg({
    id: 'refusal.internal_error',
    message: 'Something went wrong on the server.',
  }),
  unhealthy: msg({ id: 'refusal.unhealthy', message: 'MeMap is not available right now.' }),
  metrics_off: msg({ id: 'refusal.metrics_off', message: 'There is nothing at this address.' }),
  metrics_token_required: msg({
    id: 'refusal.metrics_token_required',
    message: 'This needs the metrics token.',
  }),
  name_length: msg({
    id: 'refusal.name_length',
    message: 'Name: Please ensure it is between 2 and 20 characters.',
  }),
  name_characters: msg({
    id: 'refusal.name_characters',
    message: 'Name: May hold only letters, digits, space, _ and -.',
  }),
  name_invisible: msg({
    id: 'refusal.name_invisible',
    message:
      'Name: Must show letters: characters that show nothing (fillers, zero-width spaces) are not allowed.',
  }),
  name_letter: msg({
    id: 'refusal.name_letter',
    message: 'Name: Must hold a Korean or English letter.',
  }),
  description_too_long: msg({
    id: 'refusal.description_too_long',
    message: 'Description: Must be at most 200 characters.',
  }),
  reason_too_short: msg({
    id: 'refusal.reason_too_short',
    message: 'Reason: Must be at least 10 characters.',
  }),
  reason_too_long: msg({
    id: 'refusal.reason_too_long',
    message: 'Reason: Must be at most 500 characters.',
  }),
  snv_too_low: msg({
    id: 'refusal.snv_too_low',
    message:
      'SNV: The minimum SNV value is 3! You cannot set it lower than this. Please set it to 3 or higher.',
  }),
  snv_too_high: msg({ id: 'refusal.snv_too_high', message: 'SNV: The SNV is too high.' }),
  custom_url_invalid: msg({
    id: 'refusal.custom_url_invalid',
    message: 'Link: Must be an http or https URL.',
  }),
  image_type: msg({
    id: 'refusal.image_type',
    message: 'Only JPEG, PNG, and WEBP formats are supported.',
  }),
  image_unreadable: msg({
    id: 'refusal.image_unreadable',
    message: 'Only JPEG, PNG, and WEBP formats are supported.',
  }),
  image_empty: msg({ id: 'refusal.image_empty', message: 'Photo: Is empty.' }),
  image_too_big: msg({ id: 'refusal.image_too_big', message: 'The image must be at most {size}.' }),
  image_too_many_pixels: msg({
    id: 'refusal.image_too_many_pixels',
    message: 'The image must be at most {megapixels} megapixels.',
  }),
  image_side_too_long: msg({
    id: 'refusal.image_side_too_long',
    message: 'The image must be at most {pixels} pixels on its longest side.',
  }),
  image_too_narrow: msg({
    id: 'refusal.image_too_narrow',
    message:
      'The image is too long and narrow: its longest side may be at most {times} times its shortest.',
  }),
  image_too_slow: msg({
    id: 'refusal.image_too_slow',
    message: 'The image took too long to read. Save it again as a JPEG and try again.',
  }),
  no_such_image: msg({ id: 'refusal.no_such_image', message: 'No such image.' }),
  daily_uploads_used: msg({
    id: 'refusal.daily_uploads_used',
    message:
      'The daily upload limit of {limit} images has been reached; try again tomorrow (Seoul time).',
  }),
  memap_required: msg({ id: 'refusal.memap_required', message: 'Create your MeMap first.' }),
  no_memap: msg({ id: 'refusal.no_memap', message: 'This wallet has no MeMap yet.' }),
  target_no_memap: msg({ id: 'refusal.target_no_memap', message: 'No MeMap for this wallet.' }),
  memap_exists: msg({ id: 'refusal.memap_exists', message: 'This wallet already has a MeMap.' }),
  name_taken: msg({ id: 'refusal.name_taken', message: 'Already exists name.' }),
  name_look_alike: msg({
    id: 'refusal.name_look_alike',
    message: 'This name looks too much like the name of another member.',
  }),
  x_account_taken: msg({
    id: 'refusal.x_account_taken',
    message: 'This X account is linked to another MeMap.',
  }),
  telegram_account_taken: msg({
    id: 'refusal.telegram_account_taken',
    message: 'This Telegram account is linked to another MeMap.',
  }),
  blocked: msg({ id: 'refusal.blocked', message: 'You cannot interact with this member.' }),
  wallet_suspended: msg({ id: 'refusal.wallet_suspended', message: 'This wallet is suspended.' }),
  sign_in_message_invalid: msg({
    id: 'refusal.sign_in_message_invalid',
    message: 'The sign-in message is not valid or has expired. Please sign in again.',
  }),
  sign_in_signature_invalid: msg({
    id: 'refusal.sign_in_signature_invalid',
    message: 'The signature does not match. Please sign in again.',
  }),
  sign_in_nonce_invalid: msg({
    id: 'refusal.sign_in_nonce_invalid',
    message: 'The sign-in expired. Please sign in again.',
  }),
  no_such_session: msg({ id: 'refusal.no_such_session', message: 'No such live session.' }),
  too_many_streams: msg({
    id: 'refusal.too_many_streams',
    message: 'MeMap is open in too many tabs or windows. Close one and try again.',
  }),
  no_such_emotion: msg({ id: 'refusal.no_such_emotion', message: 'No such emotion.' }),
  unknown_emotion: msg({ id: 'refusal.unknown_emotion', message: 'Emotion: No such emotion.' }),
  emotion_private: msg({
    id: 'refusal.emotion_private',
    message: 'This member keeps emotion details private.',
  }),
  emotion_posted_today: msg({
    id: 'refusal.emotion_posted_today',
    message: "You have posted today's emotion.",
  }),
  cannot_cheer_own: msg({
    id: 'refusal.cannot_cheer_own',
    message: 'You cannot cheer your own emotion.',
  }),
  already_cheered: msg({
    id: 'refusal.already_cheered',
    message: 'You already cheered this emotion.',
  }),
  daily_interactions_used: msg({
    id: 'refusal.daily_interactions_used',
    message: 'The number of daily interactions remaining has been exhausted.',
  }),
  album_full: msg({ id: 'refusal.album_full', message: 'The album already holds 9 photos.' }),
  no_such_photo: msg({ id: 'refusal.no_such_photo', message: 'No such photo.' }),
  cannot_like_own: msg({
    id: 'refusal.cannot_like_own',
    message: 'You cannot like your own photo.',
  }),
  already_liked: msg({ id: 'refusal.already_liked', message: 'You already liked this photo.' }),
  cannot_befriend_self: msg({
    id: 'refusal.cannot_befriend_self',
    message: 'You cannot befriend yourself.',
  }),
  already_friends: msg({ id: 'refusal.already_friends', message: 'You are already friends.' }),
  friend_request_pending: msg({
    id: 'refusal.friend_request_pending',
    message: 'A friend request is already pending.',
  }),
  friend_limit: msg({
    id: 'refusal.friend_limit',
    message: 'A member may have at most {limit} friends.',
  }),
  no_pending_request: msg({
    id: 'refusal.no_pending_request',
    message: 'No pending friend request from this wallet.',
  }),
  request_answered: msg({
    id: 'refusal.request_answered',
    message: 'This friend request was already answered.',
  }),
  not_friends: msg({ id: 'refusal.not_friends', message: 'You are not friends.' }),
  cannot_block_self: msg({
    id: 'refusal.cannot_block_self',
    message: 'You cannot block yourself.',
  }),
  not_blocked: msg({ id: 'refusal.not_blocked', message: 'You have not blocked this member.' }),
  insufficient_whoom: msg({
    id: 'refusal.insufficient_whoom',
    message: 'Insufficient point balance.',
  }),
  nothing_to_withdraw: msg({
    id: 'refusal.nothing_to_withdraw',
    message: 'Nothing to withdraw: the balance must be more than 1 Whoom.',
  }),
  withdraw_amount_too_high: msg({
    id: 'refusal.withdraw_amount_too_high',
    message: 'At most {max} Whoom can be withdrawn (the balance less the {fee} Whoom fee).',
  }),
  balance_changed: msg({
    id: 'refusal.balance_changed',
    message: 'The balance changed; try again.',
  }),
  no_such_badge: msg({ id: 'refusal.no_such_badge', message: 'No such badge.' }),
  badge_not_owned: msg({
    id: 'refusal.badge_not_owned',
    message: 'Badges: You do not own badge {badge}.',
  }),
  payment_used: msg({
    id: 'refusal.payment_used',
    message: 'Payment: This payment was already used.',
  }),
  payment_failed: msg({
    id: 'refusal.payment_failed',
    message: 'Payment: The payment failed on chain.',
  }),
  payment_not_for_badge: msg({
    id: 'refusal.payment_not_for_badge',
    message: 'Payment: It is not a payment of this badge from this wallet.',
  }),
  payment_not_recorded: msg({
    id: 'refusal.payment_not_recorded',
    message: 'Payment: The badge shop did not record this purchase.',
  }),
  payment_not_mined: msg({
    id: 'refusal.payment_not_mined',
    message: 'Payment: Not mined yet or unknown; try again in a moment.',
  }),
  badge_owned: msg({ id: 'refusal.badge_owned', message: 'You already own this badge.' }),
  badge_purchase_pending: msg({
    id: 'refusal.badge_purchase_pending',
    message: 'A badge purchase of yours is on its way; wait until it is done.',
  }),
  price_changed: msg({
    id: 'refusal.price_changed',
    message: 'This badge now costs {now} Whoom, not {before}.',
  }),
  signature_used: msg({
    id: 'refusal.signature_used',
    message: 'This signature was already used.',
  }),
  signature_expired: msg({
    id: 'refusal.signature_expired',
    message: 'The signature has expired.',
  }),
  deadline_too_far: msg({
    id: 'refusal.deadline_too_far',
    message: 'The signature must expire within an hour.',
  }),
  signature_mismatch: msg({
    id: 'refusal.signature_mismatch',
    message: "Your wallet's signature does not match this purchase.",
  }),
  whoom_insufficient_on_chain: msg({
    id: 'refusal.whoom_insufficient_on_chain',
    message: 'Your wallet does not hold enough Whoom for this badge.',
  }),
  smart_wallet_undeployable: msg({
    id: 'refusal.smart_wallet_undeployable',
    message: 'Your smart wallet could not be set up for this purchase.',
  }),
  purchase_refused_by_chain: msg({
    id: 'refusal.purchase_refused_by_chain',
    message: 'The chain refused this purchase.',
  }),
  relay_gas_too_high: msg({
    id: 'refusal.relay_gas_too_high',
    message: 'MeMap cannot pay for this purchase; pay from your wallet instead.',
  }),
  signed_purchase_unavailable: msg({
    id: 'refusal.signed_purchase_unavailable',
    message: 'Signed purchases are not available right now; pay from your wallet instead.',
  }),
  cannot_report_self: msg({
    id: 'refusal.cannot_report_self',
    message: 'You cannot report yourself.',
  }),
  already_reported: msg({
    id: 'refusal.already_reported',
    message: 'You already reported this; a moderator will look at it.',
  }),
  moderators_only: msg({ id: 'refusal.moderators_only', message: 'Only moderators may do this.' }),
  no_such_report: msg({ id: 'refusal.no_such_report', message: 'No open report with this id.' }),
  action_not_for_report: msg({
    id: 'refusal.action_not_for_report',
    message: 'Hiding a photo is for a report of a photo.',
  }),
  push_off: msg({
    id: 'refusal.push_off',
    message: 'Notifications are not available on this server.',
  }),
  push_endpoint_refused: msg({
    id: 'refusal.push_endpoint_refused',
    message: "This browser's notification service is not supported.",
  }),
  push_key_invalid: msg({
    id: 'refusal.push_key_invalid',
    message: "This browser's notification key is not valid.",
  }),
  unknown_time_zone: msg({
    id: 'refusal.unknown_time_zone',
    message: 'This time zone is not known.',
  }),
  no_push_subscription: msg({
    id: 'refusal.no_push_subscription',
    message: 'This device does not get notifications yet.',
  }),
  linking_off: msg({
    id: 'refusal.linking_off',
    message: 'Linking this account is not available on this server.',
  }),
  x_flow_invalid: msg({
    id: 'refusal.x_flow_invalid',
    message: 'Linking X did not go through. Please try again.',
  }),
  x_unexpected_answer: msg({
    id: 'refusal.x_unexpected_answer',
    message: 'X did not answer as expected. Please try again.',
  }),
  telegram_login_invalid: msg({
    id: 'refusal.telegram_login_invalid',
    message: 'The Telegram login is not valid or too old. Please try again.',
  }),
} satisfies Record<RefusalCode, MessageDescriptor>

/** The id of a code's text in the catalog. */
export const refusalTextId = (code: RefusalCode) => `refusal.${code}`

/**
 * MeMap's words, in the language of `i18n`, for the server's refusal `error`: by its code, with
 * the figures it sent; undefined when it is no refusal or its code is unknown here (a newer server).
 */
export function refusalText(i18n: I18n, error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.code === undefined) return undefined
  const id = refusalTextId(error.code)
  if (!Object.hasOwn(i18n.messages, id)) return undefined
  return i18n._(id, { ...error.values, field: fieldLabel(i18n, error.field) })
}

/** The request fields the server names in its refusals, as the screens label them. */
const FIELD_LABELS: Record<string, MessageDescriptor> = {
  user_name: msg`Name`,
  user_description: msg`Description`,
  svn: msg`SNV`,
  file: msg`Photo`,
  custom_url: msg`Link`,
  description: msg`Reason`,
  transaction: msg`Payment`,
  badgeIds: msg`Badges`,
  emotionId: msg`Emotion`,
}

/** A field as the screens label it, else as the server named it. */
function fieldLabel(i18n: I18n, field: string | undefined): string {
  const label = field === undefined ? undefined : FIELD_LABELS[field]
  return label ? i18n._(label) : (field ?? '')
}
