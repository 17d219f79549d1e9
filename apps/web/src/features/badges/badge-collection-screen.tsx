import { Trans, useLingui } from '@lingui/react/macro'
import type { Address } from '@memap/shared/address'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { Link, Redirect, useLocation } from 'wouter'
import { useOnChainBalance } from '../../shared/api/on-chain-balance.ts'
import { getOwnedBadgesQueryOptions, useOwnedBadges } from '../../shared/api/owned-badges.ts'
import { usePointBalance } from '../../shared/api/point-balance.ts'
import { shortAddress } from '../../shared/lib/format-address.ts'
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
import { MessageDialog } from '../../shared/ui/message-dialog.tsx'
import { PurchaseSummary } from '../../shared/ui/purchase-summary.tsx'
import { ScreenError, ScreenLoading } from '../../shared/ui/screen-status.tsx'
import { getBadgeCatalogueQueryOptions, getPendingBadgesQueryOptions } from './api/badges.ts'
import { PayFromWalletError, ShortfallError, usePurchaseBadge } from './api/purchase-badge.ts'
import './catalog.ts'
import { TwoBalances } from './components/two-balances.tsx'
import {
  type BadgeChoice,
  canPick,
  type PurchaseWay,
  payFromWallet,
  purchaseWayOf,
  weiToWhoom,
} from './lib/purchase.ts'
import { signedPurchaseRefusal } from './lib/signed-refusal.ts'
import '../../shared/ui/button.css'
import '../../shared/ui/screen.css'
import './badge-collection.css'
import { catalogueName } from '../../shared/names/catalogue-name.ts'

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

type Failure = Shortfall | { error: unknown } | { failedBadge: string }

function BadgeCollection({ address }: { address: Address }) {
  const { t, i18n } = useLingui()
  // The catalogue's names in the viewer's language; the payment names them as the shop does.
  const groupName = (name: string) => catalogueName(i18n, 'badge-group', name)
  const badgeName = (name: string) => catalogueName(i18n, 'badge', name)
  const [, navigate] = useLocation()
  const queryClient = useQueryClient()
  const catalogue = useQuery(getBadgeCatalogueQueryOptions())
  const owned = useOwnedBadges(address)
  const pending = useQuery(getPendingBadgesQueryOptions(address))
  const onChain = useOnChainBalance(address)
  const badgeContract = shortAddress(usePublicConfig().contracts.badge)
  // Said before the wallet shows its bare allowance to an address.
  const permitNote = (price: number) =>
    t`Your wallet will ask you to sign a permit that lets the MeMap badge contract (${badgeContract}) take ${price} Whoom from your wallet, once, for this badge. No gas fee is needed: MeMap sends the purchase to the blockchain.`
  const points = usePointBalance(address)
  const purchase = usePurchaseBadge(address)
  const [selected, setSelected] = useState<BadgeChoice | null>(null)
  const [failure, setFailure] = useState<Failure | null>(null)
  const [way, setWay] = useState<PurchaseWay>(() => purchaseWayOf(address))
  /** The wallet was just found unable to sign: the dialog asks again, for a transaction. */
  const [fellBack, setFellBack] = useState(false)
  /** The last signed purchase that confirmed while the screen watched. */
  const [boughtAs, setBought] = useState<string | null>(null)
  /** A badge paid from the wallet that the wallet had already: its payment goes back. */
  const [refunded, setRefunded] = useState<BadgeChoice | null>(null)
  // The flag PRODUCT.md §2's "ignored while a purchase is pending" reads, without waiting a render.
  const inProgress = useRef(false)
  // Signed purchases seen pending: when one leaves the list, it was bought or it failed.
  const watched = useRef(new Map<number, string>())

  useEffect(() => {
    if (!pending.data || !owned.data) return
    const now = new Set(pending.data.map((badge) => badge.badgeId))
    for (const badge of pending.data) watched.current.set(badge.badgeId, badge.badgeName)
    const settled = [...watched.current].filter(([id]) => !now.has(id))
    if (settled.length === 0) return
    for (const [id] of settled) watched.current.delete(id)
    // The live event refreshed both lists; the owned one may answer last: ask it afresh.
    void queryClient
      .fetchQuery({ ...getOwnedBadgesQueryOptions(address), staleTime: 0 })
      .then((list) => {
        const ownedIds = new Set(list.map((badge) => badge.badgeId))
        for (const [id, name] of settled) {
          if (ownedIds.has(id)) setBought(name)
          else setFailure({ failedBadge: name })
        }
      })
  }, [pending.data, owned.data, queryClient, address])

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
  const pendingIds = new Set(pending.data.map((badge) => badge.badgeId))
  // Named in the viewer's language; the server names them as the shop does.
  const onItsWayAs = pending.data[0]?.badgeName
  const onItsWay = onItsWayAs === undefined ? undefined : badgeName(onItsWayAs)
  const bought = boughtAs === null ? null : badgeName(boughtAs)

  function buy(badge: BadgeChoice) {
    if (inProgress.current) return
    inProgress.current = true
    setBought(null)
    purchase.mutate(
      { badge, way },
      {
        onSuccess: (outcome) => {
          inProgress.current = false
          setSelected(null)
          setFellBack(false)
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
          setSelected(null)
          setFellBack(false)
          setFailure(error instanceof ShortfallError ? error.shortfall : { error })
        },
      },
    )
  }

  // PRODUCT.md §2 reloads the page here; the purchase hook has read its data again instead.
  const closeFailure = () => setFailure(null)

  return (
    <section className="screen badges" aria-labelledby="badges-title">
      <BalanceHeader address={address} title={t`Badge Collection`} titleId="badges-title" />
      <TwoBalances
        address={address}
        onChainWhoom={onChain.data === undefined ? undefined : weiToWhoom(onChain.data)}
      />
      <p className="badges__status" role="status">
        {onItsWay !== undefined ? (
          <Trans>
            {onItsWay} is on its way: it is yours once the blockchain confirms it. No gas fee for
            you.
          </Trans>
        ) : bought !== null ? (
          <>
            <Trans>{bought} is yours now.</Trans>{' '}
            <Link className="text-link" to={paths.myAssets}>
              <Trans>Wear it on your MeMap</Trans>
            </Link>
          </>
        ) : null}
      </p>
      <section className="badges__section" aria-labelledby="badge-group-title">
        <h2 id="badge-group-title" className="badges__section-title">
          <Trans>Badge Group</Trans>
        </h2>
        {catalogue.data.map((group) => (
          <div key={group.group} className="badge-group">
            <h3 className="badge-group__name">{groupName(group.group)}</h3>
            <ul className="badge-group__row" aria-label={groupName(group.group)}>
              {group.badges.map((badge) => {
                const isOwned = ownedIds.has(badge.id)
                const isPending = pendingIds.has(badge.id)
                const name = badgeName(badge.name)
                const { price } = badge
                return (
                  <li key={badge.id}>
                    <button
                      type="button"
                      className="badge-pill"
                      data-owned={isOwned || undefined}
                      data-pending={isPending || undefined}
                      aria-pressed={selected?.id === badge.id}
                      disabled={isOwned || isPending}
                      aria-label={
                        isOwned
                          ? t`${name}, ${price} Whoom, owned`
                          : isPending
                            ? t`${name}, ${price} Whoom, pending`
                            : t`${name}, ${price} Whoom`
                      }
                      onClick={() => {
                        if (
                          !isPending &&
                          canPick(badge.id, ownedIds, inProgress.current || onItsWay !== undefined)
                        ) {
                          setSelected({ ...badge, group: group.group })
                        }
                      }}
                    >
                      {/* The space keeps the visible words apart, as the name reads them. */}
                      <span className="badge-pill__name">{name}</span>{' '}
                      <span className="badge-pill__price">{badge.price}</span>
                      {isPending && (
                        <span className="badge-pill__pending" aria-hidden="true">
                          <Trans>Pending</Trans>
                        </span>
                      )}
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
          onCancel={() => {
            setSelected(null)
            setFellBack(false)
          }}
        >
          {fellBack && (
            <span className="badges__fallback">
              <Trans>
                Your wallet cannot sign the purchase, so it pays with a transaction from your
                wallet.
              </Trans>
            </span>
          )}
          <PurchaseSummary
            item={badgeName(selected.name)}
            price={selected.price}
            onChain
            note={way === 'signature' ? permitNote(selected.price) : undefined}
          />
        </ConfirmDialog>
      )}
      {failure !== null && 'needed' in failure && (
        <InsufficientBalanceDialog
          action={t`purchase`}
          shortfall={{ ...failure, points: points.data }}
          onClose={closeFailure}
        />
      )}
      {failure !== null && 'error' in failure && (
        <PurchaseErrorDialog error={failure.error} onClose={closeFailure} />
      )}
      {failure !== null && 'failedBadge' in failure && (
        <PurchaseFailedDialog badge={badgeName(failure.failedBadge)} onClose={closeFailure} />
      )}
      {refunded !== null && (
        <PaymentRefundedDialog
          badge={badgeName(refunded.name)}
          price={refunded.price}
          onClose={() => setRefunded(null)}
        />
      )}
    </section>
  )
}

/** A payment from the wallet for a badge it had already (PRODUCT.md §13): sent back. */
function PaymentRefundedDialog({
  badge,
  price,
  onClose,
}: {
  badge: string
  price: number
  onClose: () => void
}) {
  const { t } = useLingui()
  return (
    <MessageDialog
      tone="info"
      title={t`You have this badge already`}
      onClose={onClose}
      actions={
        <button type="button" className="button button--primary" data-autofocus onClick={onClose}>
          <Trans>Got it</Trans>
        </button>
      }
    >
      {t`You already had ${badge}, so the ${price} Whoom you paid are on their way back to your wallet.`}
    </MessageDialog>
  )
}

/** A signed purchase the chain refused after it was queued: nothing was taken. */
function PurchaseFailedDialog({ badge, onClose }: { badge: string; onClose: () => void }) {
  const { t } = useLingui()
  return (
    <MessageDialog
      tone="error"
      title={t`The purchase did not go through`}
      onClose={onClose}
      actions={
        <button type="button" className="button button--primary" data-autofocus onClick={onClose}>
          <Trans>Got it</Trans>
        </button>
      }
    >
      {t`Your purchase of ${badge} did not go through, and no Whoom were taken. You can try again.`}
    </MessageDialog>
  )
}

/** A refused signed purchase in words of its own; anything else as every screen shows it. */
function PurchaseErrorDialog({ error, onClose }: { error: unknown; onClose: () => void }) {
  const { i18n } = useLingui()
  const words = signedPurchaseRefusal(error)
  if (!words) return <ErrorDialog error={error} onClose={onClose} />
  return (
    <MessageDialog
      tone="error"
      title={i18n._(words.title)}
      onClose={onClose}
      actions={
        <button type="button" className="button button--primary" data-autofocus onClick={onClose}>
          <Trans>Got it</Trans>
        </button>
      }
    >
      {i18n._(words.message)}
    </MessageDialog>
  )
}
