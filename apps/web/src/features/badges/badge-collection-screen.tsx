import { Trans, useLingui } from '@lingui/react/macro'
import { whoomAbi } from '@memap/contracts/generated/Whoom'
import type { Address } from '@memap/shared/address'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { Link, Navigate, useNavigate } from 'react-router'
import { useConfig } from 'wagmi'
import { waitForTransactionReceipt, writeContract } from 'wagmi/actions'
import { OWNED_BADGES_KEY, useOwnedBadges } from '../../shared/api/owned-badges.ts'
import { POINT_BALANCE_KEY } from '../../shared/api/point-balance.ts'
import { paths } from '../../shared/lib/paths.ts'
import { usePublicConfig } from '../../shared/lib/public-config.ts'
import { useSession } from '../../shared/lib/session-store.ts'
import { useDocumentTitle } from '../../shared/lib/use-document-title.ts'
import { BalanceHeader } from '../../shared/ui/balance-header.tsx'
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx'
import { ErrorDialog } from '../../shared/ui/error-dialog.tsx'
import {
  InsufficientBalanceDialog,
  type Shortfall,
} from '../../shared/ui/insufficient-balance-dialog.tsx'
import { PurchaseSummary } from '../../shared/ui/purchase-summary.tsx'
import { ScreenError, ScreenLoading } from '../../shared/ui/screen-status.tsx'
import {
  getBadgeCatalogueQueryOptions,
  getOnChainBalanceQueryOptions,
  ON_CHAIN_BALANCE_KEY,
  purchaseBadge,
} from './api/badges.ts'
import './catalog.ts'
import { TwoBalances } from './components/two-balances.tsx'
import {
  type BadgeChoice,
  canPick,
  coversPrice,
  encodePurchaseData,
  priceToWei,
  weiToWhoom,
} from './lib/purchase.ts'
import '../../shared/ui/button.css'
import '../../shared/ui/screen.css'
import './badge-collection.css'

/** `/badgecollection` (PRODUCT.md §2, §4): badges bought with Whoom on chain. */
export function BadgeCollectionScreen() {
  const { t } = useLingui()
  const own = useSession((state) => state.address)
  useDocumentTitle(t`Badge Collection`)
  if (own === null) return <Navigate to={paths.home} replace />
  return <BadgeCollection address={own} />
}

function BadgeCollection({ address }: { address: Address }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const wagmiConfig = useConfig()
  const { chainId, contracts } = usePublicConfig()
  const catalogue = useQuery(getBadgeCatalogueQueryOptions())
  const owned = useOwnedBadges(address)
  const onChain = useQuery(getOnChainBalanceQueryOptions(contracts.main, address))
  const [selected, setSelected] = useState<BadgeChoice | null>(null)
  const [purchasing, setPurchasing] = useState(false)
  const [failure, setFailure] = useState<Shortfall | { error: unknown } | null>(null)
  // The flag the spec's "ignored while a purchase is pending" reads, without waiting a render.
  const inProgress = useRef(false)

  if (catalogue.isPending || owned.isPending) {
    return (
      <ScreenLoading>
        <Trans>Loading the badges…</Trans>
      </ScreenLoading>
    )
  }
  if (catalogue.isError || owned.isError) {
    return (
      <ScreenError
        onRetry={() => {
          void catalogue.refetch()
          void owned.refetch()
        }}
      />
    )
  }
  const ownedIds = new Set(owned.data.map((badge) => badge.badgeId))

  function fail(kind: Shortfall | { error: unknown }) {
    setSelected(null)
    inProgress.current = false
    setPurchasing(false)
    setFailure(kind)
  }

  async function buy(badge: BadgeChoice) {
    if (inProgress.current) return
    inProgress.current = true
    setPurchasing(true)
    try {
      // Badges are paid from the wallet's Whoom on chain, read afresh before paying.
      const wallet = badge.price === 0 ? undefined : (await onChain.refetch()).data
      if (!coversPrice(wallet, badge.price)) {
        fail({ needed: badge.price, have: weiToWhoom(wallet ?? 0n), balance: 'on-chain' })
        return
      }
      const hash = await writeContract(wagmiConfig, {
        chainId,
        account: address,
        address: contracts.main,
        abi: whoomAbi,
        functionName: 'transferAndCall',
        args: [
          contracts.badge,
          priceToWei(badge.price),
          encodePurchaseData(badge.group, badge.name),
        ],
      })
      const receipt = await waitForTransactionReceipt(wagmiConfig, { chainId, hash })
      if (receipt.status !== 'success') throw new Error('the payment failed on chain')
      await purchaseBadge(address, badge.id, hash)
      await queryClient.invalidateQueries({ queryKey: [OWNED_BADGES_KEY] })
      void queryClient.invalidateQueries({ queryKey: [POINT_BALANCE_KEY] })
      void queryClient.invalidateQueries({ queryKey: [ON_CHAIN_BALANCE_KEY] })
      inProgress.current = false
      navigate(paths.myAssets)
    } catch (error) {
      fail({ error })
    }
  }

  function closeFailure() {
    setFailure(null)
    // The spec reloads the page here; refreshing its data does the same without a reload.
    void owned.refetch()
    void onChain.refetch()
    void queryClient.invalidateQueries({ queryKey: [POINT_BALANCE_KEY] })
  }

  return (
    <section className="screen badges" aria-labelledby="badges-title">
      <BalanceHeader address={address} title={t`Badge Collection`} titleId="badges-title" />
      <TwoBalances
        address={address}
        onChainWhoom={onChain.data === undefined ? undefined : weiToWhoom(onChain.data)}
      />
      <section className="badges__section" aria-labelledby="badge-group-title">
        <h2 id="badge-group-title" className="badges__section-title">
          <Trans>Badge Group</Trans>
        </h2>
        {catalogue.data.map((group) => (
          <div key={group.group} className="badge-group">
            <h3 className="badge-group__name">{group.group}</h3>
            <ul className="badge-group__row" aria-label={group.group}>
              {group.badges.map((badge) => {
                const isOwned = ownedIds.has(badge.id)
                const { name, price } = badge
                return (
                  <li key={badge.id}>
                    <button
                      type="button"
                      className="badge-pill"
                      data-owned={isOwned || undefined}
                      aria-pressed={selected?.id === badge.id}
                      disabled={isOwned}
                      aria-label={
                        isOwned ? t`${name}, ${price} whoom, owned` : t`${name}, ${price} whoom`
                      }
                      onClick={() => {
                        if (canPick(badge.id, ownedIds, inProgress.current)) {
                          setSelected({ ...badge, group: group.group })
                        }
                      }}
                    >
                      <span className="badge-pill__name">{badge.name}</span>
                      <span className="badge-pill__price">{badge.price}</span>
                    </button>
                  </li>
                )
              })}
            </ul>
          </div>
        ))}
      </section>

      {selected !== null && (
        <ConfirmDialog
          title={t`Do You Want to Proceed with the Purchase?`}
          confirmLabel={t`Confirm Purchase`}
          busy={purchasing}
          onConfirm={() => void buy(selected)}
          onCancel={() => setSelected(null)}
        >
          <PurchaseSummary item={selected.name} price={selected.price} onChain />
        </ConfirmDialog>
      )}
      {failure !== null && 'needed' in failure && (
        <InsufficientBalanceDialog action={t`purchase`} shortfall={failure} onClose={closeFailure}>
          <Link className="text-link" to={paths.myReward}>
            <Trans>Withdraw your points to your wallet</Trans>
          </Link>
        </InsufficientBalanceDialog>
      )}
      {failure !== null && 'error' in failure && (
        <ErrorDialog error={failure.error} onClose={closeFailure} />
      )}
    </section>
  )
}
