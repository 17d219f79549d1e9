import { Trans, useLingui } from '@lingui/react/macro'
import type { Address } from '@memap/shared/address'
import { useQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { Link, Navigate, useNavigate } from 'react-router'
import { useOwnedBadges } from '../../shared/api/owned-badges.ts'
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
import { getBadgeCatalogueQueryOptions, getOnChainBalanceQueryOptions } from './api/badges.ts'
import { ShortfallError, usePurchaseBadge } from './api/purchase-badge.ts'
import './catalog.ts'
import { TwoBalances } from './components/two-balances.tsx'
import { type BadgeChoice, canPick, weiToWhoom } from './lib/purchase.ts'
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
  const { contracts } = usePublicConfig()
  const catalogue = useQuery(getBadgeCatalogueQueryOptions())
  const owned = useOwnedBadges(address)
  const onChain = useQuery(getOnChainBalanceQueryOptions(contracts.main, address))
  const purchase = usePurchaseBadge(address)
  const [selected, setSelected] = useState<BadgeChoice | null>(null)
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

  function buy(badge: BadgeChoice) {
    if (inProgress.current) return
    inProgress.current = true
    purchase.mutate(badge, {
      onSuccess: () => {
        inProgress.current = false
        navigate(paths.myAssets)
      },
      onError: (error) => {
        setSelected(null)
        inProgress.current = false
        setFailure(error instanceof ShortfallError ? error.shortfall : { error })
      },
    })
  }

  // The spec reloads the page here; the purchase hook has read its data again instead.
  const closeFailure = () => setFailure(null)

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
          busy={purchase.isPending}
          onConfirm={() => buy(selected)}
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
