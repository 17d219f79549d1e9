import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import '../catalog.ts'

// The API answers its refusals in English (`{ error }`), which clients and tests match: the web
// app translates the ones a member may meet, found by the server's exact words (apps/api/src,
// the `badRequest`, `conflict`, `forbidden` and `notFound` of its services, and the messages of
// the shared rules). Left out: what a screen never shows (a 401 signs out; the X and Telegram
// link steps show the generic error) and what only a client's bug causes. Each reads in English
// as the error dialog has always shown it: the server's sentence with a capital and a full stop,
// a field it names by the screens' label. A message not listed here is shown as it is.
//
// The server's words are the messages' ids, so a refusal is looked up in the catalog as it came:
// no table of them ships to the browser (this list is for `lingui extract` and the tests), and
// the first visit carries each English text once.

/** The server's refusals, each with the server's words as its id. */
export const SERVER_MESSAGES = [
  // Profiles and sign-up
  msg({ id: 'this wallet already has a MeMap', message: 'This wallet already has a MeMap.' }),
  msg({ id: 'this wallet has no MeMap yet', message: 'This wallet has no MeMap yet.' }),
  msg({ id: 'this wallet has no MeMap', message: 'This wallet has no MeMap.' }),
  msg({ id: 'no MeMap for this wallet', message: 'No MeMap for this wallet.' }),
  msg({ id: 'create your MeMap first', message: 'Create your MeMap first.' }),
  msg({
    id: 'user_name: Please ensure it is between 2 and 20 characters.',
    message: 'Name: Please ensure it is between 2 and 20 characters.',
  }),
  msg({
    id: 'user_name: may hold only letters, digits, space, _ and -',
    message: 'Name: May hold only letters, digits, space, _ and -.',
  }),
  msg({
    id: 'user_name: must show letters: characters that show nothing (fillers, zero-width spaces) are not allowed',
    message:
      'Name: Must show letters: characters that show nothing (fillers, zero-width spaces) are not allowed.',
  }),
  msg({
    id: 'user_description: must be at most 200 characters',
    message: 'Description: Must be at most 200 characters.',
  }),
  msg({ id: 'svn: must be a whole number', message: 'SNV: Must be a whole number.' }),
  msg({
    id: 'svn: The minimum SNV value is 3! You cannot set it lower than this. Please set it to 3 or higher.',
    message:
      'SNV: The minimum SNV value is 3! You cannot set it lower than this. Please set it to 3 or higher.',
  }),
  msg({
    id: 'custom_url: must be an http or https URL',
    message: 'Link: Must be an http or https URL.',
  }),
  msg({
    id: 'this X account is linked to another MeMap',
    message: 'This X account is linked to another MeMap.',
  }),
  msg({
    id: 'this Telegram account is linked to another MeMap',
    message: 'This Telegram account is linked to another MeMap.',
  }),
  // Sessions
  msg({ id: 'sessionId: no such live session', message: 'SessionId: no such live session.' }),
  // Emotions
  msg({ id: 'no such emotion', message: 'No such emotion.' }),
  msg({ id: 'emotionId: no such emotion', message: 'Emotion: No such emotion.' }),
  msg({
    id: 'description: must be at least 10 characters',
    message: 'Reason: Must be at least 10 characters.',
  }),
  msg({
    id: 'description: must be at most 500 characters',
    message: 'Reason: Must be at most 500 characters.',
  }),
  msg({
    id: 'this member keeps emotion details private',
    message: 'This member keeps emotion details private.',
  }),
  msg({ id: 'you cannot cheer your own emotion', message: 'You cannot cheer your own emotion.' }),
  msg({ id: 'you already cheered this emotion', message: 'You already cheered this emotion.' }),
  msg({
    id: 'the number of daily interactions remaining has been exhausted',
    message: 'The number of daily interactions remaining has been exhausted.',
  }),
  // Album
  msg({ id: 'the album already holds 9 photos', message: 'The album already holds 9 photos.' }),
  msg({ id: 'no such photo', message: 'No such photo.' }),
  msg({ id: 'no such photo in your album', message: 'No such photo in your album.' }),
  msg({ id: 'file: is required', message: 'Photo: Is required.' }),
  msg({ id: 'file: is empty', message: 'Photo: Is empty.' }),
  msg({ id: 'you cannot like your own photo', message: 'You cannot like your own photo.' }),
  msg({ id: 'you already liked this photo', message: 'You already liked this photo.' }),
  // Friends, blocks, networks
  msg({
    id: 'targetWalletAddr: no MeMap for this wallet',
    message: 'TargetWalletAddr: no MeMap for this wallet.',
  }),
  msg({
    id: 'targetWalletAddr: you cannot befriend yourself',
    message: 'TargetWalletAddr: you cannot befriend yourself.',
  }),
  msg({ id: 'you are already friends', message: 'You are already friends.' }),
  msg({
    id: 'a friend request is already pending',
    message: 'A friend request is already pending.',
  }),
  msg({
    id: 'failed to RequestFriend: insufficient point balance',
    message: 'Failed to RequestFriend: insufficient point balance.',
  }),
  msg({ id: 'insufficient point balance', message: 'Insufficient point balance.' }),
  msg({
    id: 'no pending friend request from this wallet',
    message: 'No pending friend request from this wallet.',
  }),
  msg({
    id: 'this friend request was already answered',
    message: 'This friend request was already answered.',
  }),
  msg({ id: 'you are not friends', message: 'You are not friends.' }),
  msg({
    id: 'targetWalletAddr: you cannot block yourself',
    message: 'TargetWalletAddr: you cannot block yourself.',
  }),
  msg({
    id: 'targetWalletAddr: you have not blocked this member',
    message: 'TargetWalletAddr: you have not blocked this member.',
  }),
  msg({
    id: 'you cannot interact with this member',
    message: 'You cannot interact with this member.',
  }),
  msg({ id: 'objectId: no such network', message: 'ObjectId: no such network.' }),
  // Badges
  msg({ id: 'badgeId: no such badge', message: 'BadgeId: no such badge.' }),
  msg({ id: 'you already own this badge', message: 'You already own this badge.' }),
  msg({
    id: 'transaction: this payment was already used',
    message: 'Payment: This payment was already used.',
  }),
  msg({
    id: 'transaction: the payment failed on chain',
    message: 'Payment: The payment failed on chain.',
  }),
  msg({
    id: 'transaction: it is not a payment of this badge from this wallet',
    message: 'Payment: It is not a payment of this badge from this wallet.',
  }),
  msg({
    id: 'transaction: the badge shop did not record this purchase',
    message: 'Payment: The badge shop did not record this purchase.',
  }),
  msg({
    id: 'transaction: not mined yet or unknown; try again in a moment',
    message: 'Payment: Not mined yet or unknown; try again in a moment.',
  }),
  // Withdrawals
  msg({
    id: 'nothing to withdraw: the balance must be more than 1 Whoom',
    message: 'Nothing to withdraw: the balance must be more than 1 Whoom.',
  }),
  msg({ id: 'the balance changed; try again', message: 'The balance changed; try again.' }),
  // Reports and moderation
  msg({
    id: 'you already reported this; a moderator will look at it',
    message: 'You already reported this; a moderator will look at it.',
  }),
  msg({
    id: 'targetWalletAddr: you cannot report yourself',
    message: 'TargetWalletAddr: you cannot report yourself.',
  }),
  msg({
    id: 'albumId: no such photo in this member’s album',
    message: 'AlbumId: no such photo in this member’s album.',
  }),
  msg({ id: 'only moderators may do this', message: 'Only moderators may do this.' }),
  msg({
    id: 'reportId: no open report with this id',
    message: 'ReportId: no open report with this id.',
  }),
  msg({
    id: 'action: hide_photo is for a report of a photo',
    message: 'Action: hide_photo is for a report of a photo.',
  }),
  // With a figure: the server's words with a placeholder (PATTERNS)
  msg({
    id: 'a member may have at most {limit} friends',
    message: 'A member may have at most {limit} friends.',
  }),
  msg({
    id: 'badgeIds: you do not own badge {badge}',
    message: 'Badges: You do not own badge {badge}.',
  }),
  msg({
    id: 'the daily upload limit of {limit} images has been reached; try again tomorrow (Seoul time)',
    message:
      'The daily upload limit of {limit} images has been reached; try again tomorrow (Seoul time).',
  }),
]

/** The server's refusals that carry a figure, and the id of their words. */
const PATTERNS: [pattern: RegExp, id: string][] = [
  [
    /^a member may have at most (?<limit>\d+) friends$/,
    'a member may have at most {limit} friends',
  ],
  [/^badgeIds: you do not own badge (?<badge>\d+)$/, 'badgeIds: you do not own badge {badge}'],
  [
    /^the daily upload limit of (?<limit>\d+) images has been reached; try again tomorrow \(Seoul time\)$/,
    'the daily upload limit of {limit} images has been reached; try again tomorrow (Seoul time)',
  ],
]

/** MeMap's words, in the language of `i18n`, for a refusal of the server it knows, or undefined. */
export function knownServerMessage(i18n: I18n, message: string): string | undefined {
  // The shared rules' NAME_TAKEN_MESSAGE, already a sentence: the name notice's own text.
  if (message === 'Already exists name.') return i18n._(msg`Already exists name.`)
  if (Object.hasOwn(i18n.messages, message)) return i18n._(message)
  for (const [pattern, id] of PATTERNS) {
    const match = pattern.exec(message)
    if (match) return i18n._(id, match.groups)
  }
  return undefined
}

/**
 * The server's `{error}` as a screen shows it as it came: in English, the server's own words;
 * in another language, their translation when the refusal is known (else the words as they are).
 */
export function serverMessageText(i18n: I18n, message: string): string {
  return (i18n.locale === 'en' ? undefined : knownServerMessage(i18n, message)) ?? message
}
