import type { Address } from '@memap/shared/address'
import type { UserInfo } from '@memap/shared/profile'
import { notFound } from '../../errors.ts'
import { seoulDay } from '../../lib/days.ts'
import { deepFrozen } from '../../lib/deep-frozen.ts'
import { WalletCache } from '../../lib/wallet-cache.ts'
import type { ProfileSeenBy } from '../reads/service.ts'
import type { ProfilesContext } from './context.ts'
import { visitsSeenToday } from './visits-seen.ts'

/**
 * How long a profile is answered from memory. A write drops it at once everywhere (the event
 * bus); this only bounds what a lost bus message could leave behind.
 */
export const PROFILE_CACHE_MS = 60_000

/**
 * The public profile, read by the read layer (the member's row and what other modules' tables
 * add: emotion, likes, cheers, badges; friendship and blocks per viewer), and today's visitors.
 *
 * What every viewer sees is read in one query and cached by target, Seoul day and whether its
 * owner looks; what one viewer sees (friendship, blocks) in another, cached by the pair. A write
 * that changes either records a change of the wallets concerned (db/changes.ts); the event bus
 * brings it to `forget` on every instance (docs/ARCHITECTURE.md, "The profile cache").
 */
export function publicProfile({
  reads,
  repo,
  cacheEntries,
}: Pick<ProfilesContext, 'reads' | 'repo' | 'cacheEntries'>) {
  const visitsSeen = visitsSeenToday()
  const shared = new WalletCache<UserInfo>(cacheEntries)
  const perViewer = new WalletCache<ProfileSeenBy>(cacheEntries)

  async function readShared(target: Address, day: string, ownerIsViewing: boolean, now: number) {
    const readAt = shared.begin()
    const info = deepFrozen(await reads.profile(target, day, ownerIsViewing))
    if (!info) throw notFound('no_memap', 'no MeMap for this wallet')
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
    const part = deepFrozen(await reads.profileSeenBy(target, viewer))
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

  /**
   * The profile as one viewer sees it: the same object while neither part changes, so that its
   * answer is written once (plugins/answer-serializer.ts), not at every read.
   */
  const merged = new WeakMap<ProfileSeenBy, { info: UserInfo; both: UserInfo }>()
  function seenWith(info: UserInfo, part: ProfileSeenBy): UserInfo {
    const last = merged.get(part)
    if (last?.info === info) return last.both
    const both = Object.freeze({ ...info, ...part })
    merged.set(part, { info, both })
    return both
  }

  /**
   * The profile from memory alone, or undefined when anything must be read or written first: a
   * part not cached, or a visit not yet written today.
   */
  function cachedInfo(
    target: Address,
    viewer: Address | undefined,
    now = new Date(),
  ): UserInfo | undefined {
    const day = seoulDay(now)
    const ownerIsViewing = viewer === target
    const time = now.getTime()
    const info = shared.get(sharedKey(target, day, ownerIsViewing), time)
    if (!info) return undefined
    if (!viewer || ownerIsViewing) return info
    const part = perViewer.get(`${viewer}:${target}`, time)
    if (!part || !visitsSeen.has(day, target, viewer)) return undefined
    return seenWith(info, part)
  }

  return {
    cachedInfo,

    /**
     * The profile of `target` as `viewer` (the session's wallet, if any) sees it. A viewer
     * other than the owner counts as one of today's visitors; a visit is written only the first
     * time of the day.
     */
    async info(target: Address, viewer: Address | undefined, now = new Date()): Promise<UserInfo> {
      const cached = cachedInfo(target, viewer, now)
      if (cached) return cached
      const day = seoulDay(now)
      const ownerIsViewing = viewer === target
      const time = now.getTime()
      const info =
        shared.get(sharedKey(target, day, ownerIsViewing), time) ??
        (await readShared(target, day, ownerIsViewing, time))
      if (!viewer || ownerIsViewing) return info
      const part =
        perViewer.get(`${viewer}:${target}`, time) ?? (await readForViewer(target, viewer, time))
      const newVisitor = await recordVisit(target, day, viewer)
      const profile = seenWith(info, part)
      return newVisitor ? { ...profile, Today: info.Today + 1 } : profile
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
