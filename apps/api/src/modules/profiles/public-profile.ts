import type { Address } from '@memap/shared/address'
import type { UserInfo } from '@memap/shared/profile'
import type { ProfileSection, ProfileView } from '../../core/profile-section.ts'
import { notFound } from '../../errors.ts'
import { seoulDay } from '../../lib/days.ts'
import { imageUrl } from '../../storage/images.ts'
import type { ProfilesContext } from './context.ts'
import { compileProfileQuery } from './repo/profile-query.ts'
import type { UserRow } from './repo.ts'
import { visitsSeenToday } from './visits-seen.ts'

/**
 * The public profile: the profiles module's own columns and the sections other modules add
 * (emotions, friends, albums, badges, blocks), read in one query, and today's visitors.
 */
export function publicProfile({ db, repo }: ProfilesContext) {
  const sections: ProfileSection<Record<string, unknown>>[] = []
  const visitsSeen = visitsSeenToday()

  /**
   * The profile query with every section's columns, compiled at the first read (once every
   * module has added its section), and where each section's values are in its rows.
   */
  let read: ReturnType<typeof compileRead> | undefined
  function compileRead() {
    const named = sections.map((section) => ({ section, columns: [] as Array<[string, string]> }))
    const query = compileProfileQuery(db, (view) =>
      named.flatMap(({ section, columns }, index) =>
        Object.entries(section.values(view)).map(([name, value]) => {
          const alias = `section${index}_${name}`
          columns.push([name, alias])
          return value.as(alias)
        }),
      ),
    )
    return { query, sections: named }
  }

  /** Writes the visit unless this process already did today; true when it is a new visitor. */
  async function recordVisit(target: Address, day: string, viewer: Address) {
    if (visitsSeen.has(day, target, viewer)) return false
    const added = await repo.recordVisit(target, day, viewer)
    visitsSeen.add(day, target, viewer)
    return added
  }

  return {
    /** Lets another module fill its part of the profile without the profiles module knowing it. */
    addSection<Values extends Record<string, unknown>>(section: ProfileSection<Values>) {
      if (read) throw new Error('profile sections are added before the first profile read')
      sections.push(section)
    },

    /**
     * The profile of `target` as `viewer` (the session's wallet, if any) sees it. A viewer
     * other than the owner counts as one of today's visitors. One query reads the profile and
     * every section; a visit is written only the first time of the day.
     */
    async info(target: Address, viewer: Address | undefined, now = new Date()): Promise<UserInfo> {
      const view: ProfileView = {
        target,
        viewer,
        ownerIsViewing: viewer === target,
        day: seoulDay(now),
      }
      read ??= compileRead()
      const row = await read.query({ target, viewer: viewer ?? target, day: view.day })
      if (!row) throw notFound('no MeMap for this wallet')
      let visitors = Number(row.visitors_on_day)
      if (viewer && viewer !== target) {
        if (await recordVisit(target, view.day, viewer)) visitors += 1
      }
      const info = toUserInfo(row, visitors)
      for (const { section, columns } of read.sections) {
        const values = Object.fromEntries(columns.map(([name, alias]) => [name, row[alias]]))
        const { IdentityGraph, ...rest } = section.toInfo(values, { ...view, user: row })
        Object.assign(info, rest)
        if (IdentityGraph) info.IdentityGraph.push(...IdentityGraph)
      }
      return info
    },
  }
}

function toUserInfo(user: UserRow, today: number): UserInfo {
  return {
    WalletAddr: user.wallet_addr,
    Name: user.name,
    Description: user.description,
    ProfileImage: user.profile_image ? imageUrl(user.profile_image) : '',
    Svn: user.svn,
    OpenProfile: user.open_profile === 1,
    NftName: user.token_id ? `MeMap #${user.token_id}` : '',
    TokenId: user.token_id ?? '',
    X: user.x ?? '',
    Telegram: user.telegram ?? '',
    Linkedin: user.linkedin ?? '',
    CustomUrl: user.custom_url ?? '',
    Today: today,
    // The sections of other modules (emotions, friends, albums, badges) fill the rest.
    DailyLikes: 0,
    DailyCheers: 0,
    EmotionPostingStatus: false,
    UserEmotion: null,
    IdentityGraph: [],
    FriendType: 0,
    FriendDate: null,
    Blocked: false,
    BlockedEitherWay: false,
  }
}
