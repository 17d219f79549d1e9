import { Trans, useLingui } from '@lingui/react/macro'
import type { Address } from '@memap/shared/address'
import { useQuery } from '@tanstack/react-query'
import { Redirect } from 'wouter'
import { useOnChainBalance } from '../../shared/api/on-chain-balance.ts'
import { useOwnedBadges } from '../../shared/api/owned-badges.ts'
import { usePointBalance } from '../../shared/api/point-balance.ts'
import { shortAddress } from '../../shared/lib/format-address.ts'
import { paths } from '../../shared/lib/paths.ts'
import { usePublicConfig } from '../../shared/lib/public-config.ts'
import { useSession } from '../../shared/lib/session-store.ts'
import { useDocumentTitle } from '../../shared/lib/use-document-title.ts'
import { catalogueName } from '../../shared/names/catalogue-name.ts'
import { BalanceHeader } from '../../shared/ui/balance-header.tsx'
import { ScreenError, ScreenLoading } from '../../shared/ui/screen-status.tsx'
import { getBadgeCatalogueQueryOptions, getPendingBadgesQueryOptions } from './api/badges.ts'
import './catalog.ts'
import { BadgeGroups } from './components/badge-groups.tsx'
import { PurchaseDialogs } from './components/purchase-dialogs.tsx'
import { PurchaseStatus } from './components/purchase-status.tsx'
import { TwoBalances } from './components/two-balances.tsx'
import { weiToWhoom } from './lib/purchase.ts'
import { useBadgePurchase } from './lib/use-badge-purchase.ts'
import { useSettledPurchases } from './lib/use-settled-purchases.ts'
import '../../shared/ui/button.css'
import '../../shared/ui/screen.css'
import './badge-collection.css'

/**
 * `/badgecollection` (PRODUCT.md §2, §4): badges bought with Whoom on chain, by a signature the
 * server sends (no gas for the member; the badge is pending until it confirms, then owned, told by
 * a live event), or, from a wallet that cannot sign typed data, by a transaction of its own.
 */
export function BadgeCollectionScreen() {
  const { t } = useLingui()
  const own = useSession((state) => state.address)
  useDocumentTitle(t`Badge Collection`)
  if (own === null) return <Redirect to={paths.home} replace />
  return <BadgeCollection address={own} />
}

function BadgeCollection({ address }: { address: Address }) {
  const { t, i18n } = useLingui()
  // The catalogue's names in the viewer's language; the payment names them as the shop does.
  const badgeName = (name: string) => catalogueName(i18n, 'badge', name)
  const catalogue = useQuery(getBadgeCatalogueQueryOptions())
  const owned = useOwnedBadges(address)
  const pending = useQuery(getPendingBadgesQueryOptions(address))
  const onChain = useOnChainBalance(address)
  const badgeContract = shortAddress(usePublicConfig().contracts.badge)
  const points = usePointBalance(address)
  const purchase = useBadgePurchase(address)
  useSettledPurchases(address, pending.data, owned.data, purchase.setBought, purchase.setFailure)

  if (catalogue.isPending || owned.isPending || pending.isPending) {
    return (
      <ScreenLoading>
        <Trans>Loading the badges…</Trans>
      </ScreenLoading>
    )
  }
  if (catalogue.isError || owned.isError || pending.isError) {
    return (
      <ScreenError
        onRetry={() => {
          void catalogue.refetch()
          void owned.refetch()
          void pending.refetch()
        }}
      />
    )
  }
  const ownedIds = new Set(owned.data.map((badge) => badge.badgeId))
  // Named in the viewer's language; the server names them as the shop does.
  const onItsWayAs = pending.data[0]?.badgeName
  const onItsWay = onItsWayAs === undefined ? undefined : badgeName(onItsWayAs)

  return (
    <section className="screen badges" aria-labelledby="badges-title">
      <BalanceHeader address={address} title={t`Badge Collection`} titleId="badges-title" />
      <TwoBalances
        address={address}
        onChainWhoom={onChain.data === undefined ? undefined : weiToWhoom(onChain.data)}
      />
      <PurchaseStatus
        onItsWay={onItsWay}
        bought={purchase.boughtAs === null ? null : badgeName(purchase.boughtAs)}
      />
      <BadgeGroups
        catalogue={catalogue.data}
        ownedIds={ownedIds}
        pendingIds={new Set(pending.data.map((badge) => badge.badgeId))}
        selectedId={purchase.selected?.id}
        onPick={(badge) => purchase.pick(badge, ownedIds, onItsWay !== undefined)}
      />
      <PurchaseDialogs purchase={purchase} points={points.data} badgeContract={badgeContract} />
    </section>
  )
}
