import type { Address } from '@memap/shared/address'
import type { UserInfo } from '@memap/shared/profile'
import type { AliasableExpression, AliasedExpression } from 'kysely'
import type { ProfileSection, ViewerSection } from '../../core/profile-section.ts'
import { notFound } from '../../errors.ts'
import { seoulDay } from '../../lib/days.ts'
import { WalletCache } from '../../lib/wallet-cache.ts'
import { imageUrl } from '../../storage/images.ts'
import type { ProfilesContext } from './context.ts'
import { compileProfileQuery, compileViewerQuery } from './repo/profile-query.ts'
import type { UserRow } from './repo.ts'
import { visitsSeenToday } from './visits-seen.ts'

type ViewerPart = Partial<Omit<UserInfo, 'IdentityGraph'>>
type Named<Section> = { section: Section; columns: Array<[string, string]> }

/**
 * How long a profile is answered from memory. A write drops it at once everywhere (the event
 * bus); this only bounds what a lost bus message could leave behind.
 */
export const PROFILE_CACHE_MS = 60_000

/**
 * The public profile: the profiles module's own columns and the sections other modules add
 * (emotions, albums, badges; friends and blocks per viewer), and today's visitors.
 *
 * What every viewer sees is read in one query and cached by target, Seoul day and whether its
 * owner looks; what one viewer sees (friendship, blocks) in another, cached by the pair. A write
 * that changes either records a change of the wallets concerned (db/changes.ts); the event bus
 * brings it to `forget` on every instance (docs/ARCHITECTURE.md, "Profiles").
 */
export function publicProfile({
  db,
  repo,
  cacheEntries,
}: Pick<ProfilesContext, 'db' | 'repo' | 'cacheEntries'>) {
  const sections: ProfileSection<Record<string, unknown>>[] = []
  const viewerSections: ViewerSection<Record<string, unknown>>[] = []
  const visitsSeen = visitsSeenToday()
  const shared = new WalletCache<UserInfo>(cacheEntries)
  const perViewer = new WalletCache<ViewerPart>(cacheEntries)

  /** The two queries with every section's columns, compiled at the first read. */
  let read: ReturnType<typeof compileReads> | undefined
  function compileReads() {
    const profile = named(sections)
    const viewer = named(viewerSections)
    return {
      profile: compileProfileQuery(db, (view) => columnsOf(profile, (s) => s.values(view))),
      viewer: compileViewerQuery(db, (view) => columnsOf(viewer, (s) => s.values(view))),
      sections: profile,
      viewerSections: viewer,
    }
  }
  const compiled = () => {
    read ??= compileReads()
    return read
  }

  async function readShared(target: Address, day: string, ownerIsViewing: boolean, now: number) {
    const readAt = shared.begin()
    const { profile, sections } = compiled()
    const row = await profile({ target, day })
    if (!row) throw notFound('no_memap', 'no MeMap for this wallet')
    const info = toUserInfo(row, Number(row.visitors_on_day))
    for (const { section, columns } of sections) {
      const { IdentityGraph, ...rest } = section.toInfo(valuesOf(row, columns), {
        target,
        day,
        ownerIsViewing,
        user: row,
      })
      Object.assign(info, rest)
      if (IdentityGraph) info.IdentityGraph.push(...IdentityGraph)
    }
    shared.set(
      sharedKey(target, day, ownerIsViewing),
      [target],
      readAt,
      info,
      now + PROFILE_CACHE_MS,
    )
    return info
  }

  async function readForViewer(target: Address, viewer: Address, now: number) {
    const readAt = perViewer.begin()
    const { viewer: query, viewerSections } = compiled()
    const row = await query({ target, viewer })
    const part: ViewerPart = {}
    for (const { section, columns } of viewerSections) {
      Object.assign(part, section.toInfo(valuesOf(row, columns)))
    }
    perViewer.set(`${viewer}:${target}`, [viewer, target], readAt, part, now + PROFILE_CACHE_MS)
    return part
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
    /** The same for a part that depends on who looks. */
    addViewerSection<Values extends Record<string, unknown>>(section: ViewerSection<Values>) {
      if (read) throw new Error('profile sections are added before the first profile read')
      viewerSections.push(section)
    },

    /**
     * The profile of `target` as `viewer` (the session's wallet, if any) sees it. A viewer
     * other than the owner counts as one of today's visitors; a visit is written only the first
     * time of the day.
     */
    async info(target: Address, viewer: Address | undefined, now = new Date()): Promise<UserInfo> {
      const day = seoulDay(now)
      const ownerIsViewing = viewer === target
      const time = now.getTime()
      const info =
        shared.get(sharedKey(target, day, ownerIsViewing), time) ??
        (await readShared(target, day, ownerIsViewing, time))
      if (!viewer || ownerIsViewing) return { ...info }
      const part =
        perViewer.get(`${viewer}:${target}`, time) ?? (await readForViewer(target, viewer, time))
      const newVisitor = await recordVisit(target, day, viewer)
      return { ...info, ...part, Today: info.Today + (newVisitor ? 1 : 0) }
    },

    /** Forgets what was read of these wallets (all: the bus may have missed some). */
    forget(wallets: readonly string[] | 'all') {
      if (wallets === 'all') {
        shared.dropAll()
        perViewer.dropAll()
      } else {
        shared.drop(wallets)
        perViewer.drop(wallets)
      }
    },
  }
}

const sharedKey = (target: Address, day: string, ownerIsViewing: boolean) =>
  `${day}:${target}:${ownerIsViewing ? 'owner' : 'others'}`

/** Each section with the aliases its values get in the query's row. */
function named<Section>(sections: Section[]): Named<Section>[] {
  return sections.map((section) => ({ section, columns: [] }))
}

function columnsOf<Section>(
  named: Named<Section>[],
  values: (section: Section) => Record<string, AliasableExpression<unknown>>,
): AliasedExpression<unknown, string>[] {
  return named.flatMap(({ section, columns }, index) =>
    Object.entries(values(section)).map(([name, value]) => {
      const alias = `section${index}_${name}`
      columns.push([name, alias])
      return value.as(alias)
    }),
  )
}

function valuesOf(row: Record<string, unknown>, columns: Array<[string, string]>) {
  return Object.fromEntries(columns.map(([name, alias]) => [name, row[alias]]))
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
