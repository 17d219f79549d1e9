import type { Address } from '@memap/shared/address'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { getOwnedBadgesQueryOptions, type OwnedBadge } from '../../../shared/api/owned-badges.ts'

type PendingBadge = { badgeId: number; badgeName: string }

/**
 * Watches the signed purchases pending while the screen is open: when one leaves the list, it was
 * bought (`onBought`, with the badge's name) or it failed (`onFailed`). Both stay the same
 * functions from one render to the next (state setters), or the watch would run at each.
 */
export function useSettledPurchases(
  address: Address,
  pending: readonly PendingBadge[] | undefined,
  owned: readonly OwnedBadge[] | undefined,
  onBought: (badgeName: string) => void,
  onFailed: (failure: { failedBadge: string }) => void,
) {
  const queryClient = useQueryClient()
  // Signed purchases seen pending: when one leaves the list, it was bought or it failed.
  const watched = useRef(new Map<number, string>())

  useEffect(() => {
    if (!pending || !owned) return
    const now = new Set(pending.map((badge) => badge.badgeId))
    for (const badge of pending) watched.current.set(badge.badgeId, badge.badgeName)
    const settled = [...watched.current].filter(([id]) => !now.has(id))
    if (settled.length === 0) return
    for (const [id] of settled) watched.current.delete(id)
    // The live event refreshed both lists; the owned one may answer last: ask it afresh.
    void queryClient
      .fetchQuery({ ...getOwnedBadgesQueryOptions(address), staleTime: 0 })
      .then((list) => {
        const ownedIds = new Set(list.map((badge) => badge.badgeId))
        for (const [id, name] of settled) {
          if (ownedIds.has(id)) onBought(name)
          else onFailed({ failedBadge: name })
        }
      })
  }, [pending, owned, queryClient, address, onBought, onFailed])
}
