import { badgeObjectId } from '@memap/shared/badges'
import { emotionObjectId } from '@memap/shared/emotions'
import type { UserInfo } from '@memap/shared/profile'
import { fromJsonColumn } from '../../db/dialect.ts'
import { imageUrl } from '../../storage/images.ts'
import type { ProfileRow } from './repo/profile-query.ts'
import type { ViewerRow } from './repo/viewer-query.ts'

/** What one viewer sees of a profile that others do not. */
export type ProfileSeenBy = Pick<
  UserInfo,
  'FriendType' | 'FriendDate' | 'Blocked' | 'BlockedEitherWay'
>

/**
 * A profile as everyone sees it, from its query's row: today's emotion shown to others only when
 * OpenProfile is on, and the viewer's part as nobody (and the owner) sees it.
 */
export function profileInfo(row: ProfileRow, ownerIsViewing: boolean): UserInfo {
  const emotion = row.emotion_posted === null ? undefined : fromJsonColumn(row.emotion_posted)
  const emotionShown = emotion && (row.open_profile === 1 || ownerIsViewing)
  const badges = fromJsonColumn(row.badges_shown).sort((a, b) => a.id - b.id)
  return {
    WalletAddr: row.wallet_addr,
    Name: row.name,
    Description: row.description,
    ProfileImage: row.profile_image ? imageUrl(row.profile_image) : '',
    Svn: row.svn,
    OpenProfile: row.open_profile === 1,
    NftName: row.token_id ? `MeMap #${row.token_id}` : '',
    TokenId: row.token_id ?? '',
    X: row.x ?? '',
    Telegram: row.telegram ?? '',
    Linkedin: row.linkedin ?? '',
    CustomUrl: row.custom_url ?? '',
    Today: Number(row.visitors_on_day),
    DailyLikes: Number(row.likes_on_day),
    DailyCheers: Number(row.cheers_on_day),
    EmotionPostingStatus: emotion !== undefined,
    UserEmotion: emotionShown
      ? { UserEmotionId: String(emotion.id), EmotionName: emotion.name }
      : null,
    IdentityGraph: [
      ...(emotionShown
        ? [{ Type: 'emotion', Name: emotion.name, ObjectId: emotionObjectId(emotion.emotion_id) }]
        : []),
      ...badges.map((badge) => ({
        Type: 'badge',
        Name: badge.name,
        ObjectId: badgeObjectId(badge.id),
      })),
    ],
    FriendType: 0,
    FriendDate: null,
    Blocked: false,
    BlockedEitherWay: false,
  }
}

/**
 * FriendType 2 and FriendDate when friends, FriendType 1 when a request is pending either way.
 * `Blocked`: whether the viewer blocks the profile (never whether it blocks the viewer);
 * `BlockedEitherWay`: whether either blocks the other, so the profile can show requests, cheers
 * and likes unavailable before they are refused; it tells no more than that refusal, which has
 * the same words whoever blocked (PRIVACY.md, "Blocks").
 */
export function profileSeenBy(row: ViewerRow): ProfileSeenBy {
  const friends = row.friends_since !== null
  return {
    FriendType: friends ? 2 : row.pending_request !== null ? 1 : 0,
    FriendDate: row.friends_since,
    Blocked: row.blocked_at !== null,
    // A boolean on PostgreSQL, 1 or 0 on SQLite.
    BlockedEitherWay: Boolean(row.blocked_either_way),
  }
}
