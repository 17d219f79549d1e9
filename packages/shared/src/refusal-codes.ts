// Every refusal the API answers, by code (PRODUCT.md §10). The web app imports this file for its
// types only: the table stays out of its downloads (a test in apps/web holds it so).

/** The statuses a refusal is answered with. */
export type RefusalStatus =
  | 400
  | 401
  | 403
  | 404
  | 405
  | 408
  | 409
  | 413
  | 414
  | 415
  | 421
  | 429
  | 431
  | 500
  | 501
  | 502
  | 503

/**
 * Each code's status and what it means, in a few words for the OpenAPI document. A code is what a
 * program reads (`{ error, code }`): the `error` sentence is for people and may be reworded; a
 * code, once answered, is not.
 */
export const REFUSAL_CODES = {
  // The checks every route passes (apps/api/src/refusals.ts)
  malformed_request: [400, 'the URL, the body or the HTTP request is malformed'],
  invalid_field: [400, 'a field is not valid; `field` names it'],
  body_too_deep: [400, 'a JSON body nests arrays and objects too deep'],
  api_key_required: [401, 'no valid API key in X-API-Key, when keys are configured'],
  session_required: [401, 'no session, or a viewer named without one'],
  session_revoked: [401, 'the session was signed out from another device'],
  session_expired: [401, 'the session expired'],
  not_your_wallet: [403, "a wallet field names another wallet than the session's"],
  foreign_origin: [403, 'a browser write from another origin'],
  no_route: [404, 'no route at this path'],
  method_not_allowed: [405, 'the path is served for other methods; `Allow` lists them'],
  request_timeout: [408, 'the request was not received in time'],
  body_too_large: [413, 'the body is too large, or a form has too many fields or files'],
  url_too_long: [414, 'a part of the URL is too long'],
  body_type_refused: [415, 'the body is not of a type the route takes'],
  host_not_served: [421, 'the request names a host this server does not answer for'],
  rate_limited: [429, 'too many requests; `retry-after` says when to try again'],
  headers_too_large: [431, 'the request headers are too large'],
  internal_error: [500, 'the server failed'],
  unhealthy: [503, 'the server cannot reach its database or chain'],
  metrics_off: [404, 'metrics are off'],
  metrics_token_required: [401, 'no valid metrics token'],

  // The rules of a field the screens explain (packages/shared/src/rules.ts)
  name_length: [400, 'the name is not 2 to 20 characters'],
  name_characters: [400, 'the name holds a character a name may not'],
  name_invisible: [400, 'the name holds characters that show nothing'],
  name_letter: [400, 'the name holds no letter'],
  description_too_long: [400, 'the description is too long'],
  reason_too_short: [400, "the emotion's reason is too short"],
  reason_too_long: [400, "the emotion's reason is too long"],
  snv_too_low: [400, 'the SNV is not a whole number of 3 or more'],
  snv_too_high: [400, 'the SNV is over its maximum'],
  custom_url_invalid: [400, 'the link is not an http or https URL'],

  // Pictures (apps/api/src/storage/images.ts)
  image_type: [400, 'the picture is not JPEG, PNG or WEBP'],
  image_unreadable: [400, 'the picture could not be read'],
  image_empty: [400, 'the picture is empty'],
  image_too_big: [400, 'the picture is over 10 MB'],
  image_too_many_pixels: [400, 'the picture is over 40 megapixels'],
  image_side_too_long: [400, 'a side of the picture is over 16,384 px'],
  image_too_narrow: [400, 'the picture is longer than 20 times its width'],
  image_too_slow: [400, "the picture took over the decoding's time budget"],
  no_such_image: [404, 'no such image'],
  daily_uploads_used: [429, "the day's images are used up, refused ones counted"],

  // Members and profiles
  memap_required: [403, 'the wallet has no MeMap yet'],
  no_memap: [404, 'the wallet has no MeMap'],
  target_no_memap: [404, 'the member named has no MeMap'],
  memap_exists: [409, 'the wallet has a MeMap'],
  name_taken: [409, 'the name is taken'],
  name_look_alike: [409, "the name reads as another member's"],
  x_account_taken: [409, 'the X account is linked to another MeMap'],
  telegram_account_taken: [409, 'the Telegram account is linked to another MeMap'],
  blocked: [403, 'a block either way'],
  wallet_suspended: [403, 'the wallet is suspended'],

  // Sign-in and sessions
  sign_in_message_invalid: [400, 'the message is not a sign-in for this server, or has expired'],
  sign_in_signature_invalid: [401, 'the signature does not match the message'],
  sign_in_nonce_invalid: [401, 'the nonce is unknown, used or expired'],
  no_such_session: [404, 'no such live session'],
  too_many_streams: [429, 'too many live connections'],

  // Emotions
  no_such_emotion: [404, 'no such emotion'],
  unknown_emotion: [400, 'no such emotion to post'],
  emotion_private: [403, 'the emotion is private'],
  emotion_posted_today: [409, "today's emotion is already posted"],
  cannot_cheer_own: [400, "one's own emotion"],
  already_cheered: [409, 'already cheered'],
  daily_interactions_used: [429, "the day's interactions are used up"],

  // Album
  album_full: [409, 'the album is full'],
  no_such_photo: [404, 'no such photo'],
  cannot_like_own: [400, "one's own photo"],
  already_liked: [409, 'already liked'],

  // Friends and blocks
  cannot_befriend_self: [400, 'oneself'],
  already_friends: [409, 'already friends'],
  friend_request_pending: [409, 'a request is pending'],
  friend_limit: [409, 'a friend limit is reached'],
  no_pending_request: [404, 'no pending request from this wallet'],
  request_answered: [409, 'the request is already answered'],
  not_friends: [404, 'not friends'],
  cannot_block_self: [400, 'oneself'],
  not_blocked: [404, 'the member is not blocked'],

  // Whoom
  insufficient_whoom: [400, 'too little Whoom'],
  nothing_to_withdraw: [400, 'nothing to withdraw'],
  withdraw_amount_too_high: [400, 'more than the balance less the fee'],
  balance_changed: [400, 'the balance changed meanwhile'],

  // Badges
  no_such_badge: [400, 'no such badge'],
  badge_not_owned: [400, 'a badge the wallet does not own'],
  payment_used: [409, 'the transaction is used'],
  payment_failed: [400, 'the payment failed on chain'],
  payment_not_for_badge: [400, 'the transaction is not the payment of this badge'],
  payment_not_recorded: [400, 'the badge shop did not record the purchase'],
  payment_not_mined: [400, 'the transaction is not mined yet'],
  badge_owned: [409, 'the badge is owned'],
  badge_purchase_pending: [409, 'a purchase is on its way'],
  price_changed: [409, 'the price changed since the signature'],
  signature_used: [409, 'the signature is used'],
  signature_expired: [400, 'the signature has expired'],
  deadline_too_far: [400, 'the deadline is over an hour away'],
  signature_mismatch: [400, "the signature is not the wallet's signature of this purchase"],
  whoom_insufficient_on_chain: [400, 'the wallet does not hold the price'],
  smart_wallet_undeployable: [400, 'the smart wallet could not be deployed'],
  purchase_refused_by_chain: [400, 'the chain refuses the purchase'],
  relay_gas_too_high: [400, 'relaying would cost more gas than MeMap pays'],
  signed_purchase_unavailable: [503, 'signed purchases are not available right now'],

  // Reports and moderation
  cannot_report_self: [400, 'oneself'],
  already_reported: [409, 'already reported'],
  moderators_only: [403, 'moderators only'],
  no_such_report: [404, 'no open report with this id'],
  action_not_for_report: [400, 'the action does not fit the report'],

  // Web Push
  push_off: [501, 'web push is not configured'],
  push_endpoint_refused: [400, 'the endpoint is not on a listed push service'],
  push_key_invalid: [400, 'the key is not a P-256 point'],
  unknown_time_zone: [400, 'an unknown time zone'],
  no_push_subscription: [404, 'this device has no subscription'],

  // Linked accounts
  linking_off: [501, 'linking the network is not configured'],
  x_flow_invalid: [400, "the flow's state or code is not valid"],
  x_unexpected_answer: [502, 'X did not answer as expected'],
  telegram_login_invalid: [400, 'the Telegram login is not valid or too old'],
} as const satisfies Record<string, readonly [RefusalStatus, string]>

/** A refusal's code, as the API answers it in `{ error, code }`. */
export type RefusalCode = keyof typeof REFUSAL_CODES

/** The status a code is answered with. */
export const statusOf = (code: RefusalCode): RefusalStatus => REFUSAL_CODES[code][0]

/** The codes answered with `status`. */
export type CodeOfStatus<Status extends RefusalStatus> = {
  [Code in RefusalCode]: (typeof REFUSAL_CODES)[Code][0] extends Status ? Code : never
}[RefusalCode]

/** Whether `value` is a code of this registry. */
export const isRefusalCode = (value: unknown): value is RefusalCode =>
  typeof value === 'string' && Object.hasOwn(REFUSAL_CODES, value)

/**
 * What a refusal may carry besides its sentence: the field it is about (a validation error) and
 * the figures its sentence holds, so that a client words it in its own language.
 */
export interface RefusalDetails {
  field?: string
  values?: Record<string, string | number>
}
