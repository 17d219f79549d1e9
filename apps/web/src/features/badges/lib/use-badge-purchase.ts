import type { Address } from '@memap/shared/address'
import { useRef, useState } from 'react'
import { useLocation } from 'wouter'
import { paths } from '../../../shared/lib/paths.ts'
import type { Shortfall } from '../../../shared/payments/insufficient-balance-dialog.tsx'
import { PayFromWalletError, ShortfallError, usePurchaseBadge } from '../api/purchase-badge.ts'
import {
  type BadgeChoice,
  canPick,
  type PurchaseWay,
  payFromWallet,
  purchaseWayOf,
} from './purchase.ts'

/** Why a purchase did not go through: the Whoom fell short, it was refused, or it failed on chain. */
export type PurchaseFailure = Shortfall | { error: unknown } | { failedBadge: string }

/** The badge picked, its purchase, and what became of it (PRODUCT.md §2, §4, §13). */
export function useBadgePurchase(address: Address) {
  const [, navigate] = useLocation()
  const purchase = usePurchaseBadge(address)
  const [selected, setSelected] = useState<BadgeChoice | null>(null)
  const [failure, setFailure] = useState<PurchaseFailure | null>(null)
  const [way, setWay] = useState<PurchaseWay>(() => purchaseWayOf(address))
  /** The wallet was just found unable to sign: the dialog asks again, for a transaction. */
  const [fellBack, setFellBack] = useState(false)
  /** The last signed purchase that confirmed while the screen watched. */
  const [boughtAs, setBought] = useState<string | null>(null)
  /** A badge paid from the wallet that the wallet had already: its payment goes back. */
  const [refunded, setRefunded] = useState<BadgeChoice | null>(null)
  // The flag PRODUCT.md §2's "ignored while a purchase is pending" reads, without waiting a render.
  const inProgress = useRef(false)

  /** Picks `badge` unless it is owned or a purchase runs or is on its way. */
  function pick(badge: BadgeChoice, ownedIds: ReadonlySet<number>, onItsWay: boolean) {
    if (canPick(badge.id, ownedIds, inProgress.current || onItsWay)) setSelected(badge)
  }

  function cancel() {
    setSelected(null)
    setFellBack(false)
  }

  function buy(badge: BadgeChoice) {
    if (inProgress.current) return
    inProgress.current = true
    setBought(null)
    purchase.mutate(
      { badge, way },
      {
        onSuccess: (outcome) => {
          inProgress.current = false
          cancel()
          // Paid from the wallet it is owned: to /myassets, as ever. Signed, the screen shows it
          // pending, then owned. Paid for a badge the wallet had, the screen says it goes back.
          if (outcome === 'owned') navigate(paths.myAssets)
          if (outcome === 'refunded') setRefunded(badge)
        },
        onError: (error) => {
          inProgress.current = false
          if (error instanceof PayFromWalletError) {
            // Nothing was signed into a purchase or sent: ask again, to pay from the wallet.
            payFromWallet(address)
            setWay('transaction')
            setFellBack(true)
            return
          }
          cancel()
          setFailure(error instanceof ShortfallError ? error.shortfall : { error })
        },
      },
    )
  }

  const busy = purchase.isPending
  const state = { selected, way, fellBack, boughtAs, refunded, failure, busy }
  return { ...state, setBought, setFailure, setRefunded, pick, cancel, buy }
}
