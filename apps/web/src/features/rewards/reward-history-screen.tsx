import { Trans, useLingui } from '@lingui/react/macro'
import type { Address } from '@memap/shared/address'
import { ECONOMY } from '@memap/shared/economy'
import { useId, useState } from 'react'
import { Redirect } from 'wouter'
import { usePointBalance } from '../../shared/api/point-balance.ts'
import { shortAddress } from '../../shared/lib/format-address.ts'
import { formatDateTime } from '../../shared/lib/format-date.ts'
import { formatSignedCount } from '../../shared/lib/format-number.ts'
import { pageEntries } from '../../shared/lib/keyset-paging.ts'
import { paths } from '../../shared/lib/paths.ts'
import { useSession } from '../../shared/lib/session-store.ts'
import { useDocumentTitle } from '../../shared/lib/use-document-title.ts'
import { BalanceHeader } from '../../shared/ui/balance-header.tsx'
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx'
import { LoadMoreSentinel } from '../../shared/ui/load-more-sentinel.tsx'
import { ScreenError, ScreenLoading } from '../../shared/ui/screen-status.tsx'
import './catalog.ts'
import { usePointHistory } from './api/point-history.ts'
import { useWithdraw, withdrawalFailureDetail } from './api/withdraw.ts'
import {
  ConfirmWithdrawalDialog,
  WithdrawalFailedDialog,
  type WithdrawalSent,
  WithdrawalSentDialog,
  WithdrawingDialog,
} from './components/withdrawal-dialogs.tsx'
import { WithdrawalProgress } from './components/withdrawal-progress.tsx'
import { historyLabel } from './lib/history-label.ts'
import { availableToWithdraw, canWithdraw } from './lib/withdrawal.ts'
import '../../shared/ui/button.css'
import '../../shared/ui/screen.css'
import '../../shared/ui/icon-button.css'
import '../../shared/ui/economy.css'
import './rewards.css'

export type RewardHistoryScreenProps = {
  /** Unlink (PRODUCT.md §2): ends the session, disconnects, clears the state, goes to /. */
  onUnlink: () => Promise<void>
}

/** `/myreward` (PRODUCT.md §2): balance and withdrawal, the wallet with Unlink, the Whoom history. */
export function RewardHistoryScreen({ onUnlink }: RewardHistoryScreenProps) {
  const { t } = useLingui()
  const address = useSession((state) => state.address)
  useDocumentTitle(t`Reward history`)
  if (!address) return <Redirect to={paths.home} replace />
  return <RewardHistory address={address} onUnlink={onUnlink} />
}

type Step =
  | { kind: 'idle' }
  | { kind: 'confirm'; available: number }
  | { kind: 'done'; sent: WithdrawalSent }
  | { kind: 'failed'; detail: string | undefined }
  | { kind: 'confirm-unlink' }
  | { kind: 'unlinking' }

function RewardHistory({ address, onUnlink }: { address: Address; onUnlink: () => Promise<void> }) {
  const { t } = useLingui()
  const historyId = useId()
  const balance = usePointBalance(address)
  const withdrawal = useWithdraw(address)
  const [step, setStep] = useState<Step>({ kind: 'idle' })
  const withdrawable = canWithdraw(balance.data)

  function withdraw(received: number) {
    setStep({ kind: 'idle' })
    withdrawal.mutate(received, {
      // No hash yet (202): queued, and paid all the same.
      onSuccess: (hash) =>
        setStep({
          kind: 'done',
          sent: { received, fee: ECONOMY.withdrawalFee, queued: hash === '' },
        }),
      onError: (error) => setStep({ kind: 'failed', detail: withdrawalFailureDetail(error) }),
    })
  }

  return (
    <div className="economy-screen">
      <BalanceHeader
        address={address}
        title={t`Reward history`}
        action={
          <button
            type="button"
            className="balance-header__action"
            title={withdrawable ? undefined : t`Nothing to withdraw`}
            // Not `disabled`: it keeps the focus when a withdrawal has emptied the balance.
            aria-disabled={!withdrawable}
            onClick={() => {
              if (canWithdraw(balance.data)) {
                setStep({ kind: 'confirm', available: availableToWithdraw(balance.data) })
              }
            }}
          >
            <ShareIcon />
            <span>{t`Withdraw Whoom`}</span>
          </button>
        }
      />

      <section className="screen reward-wallet" aria-label={t`Wallet`}>
        <div className="reward-wallet__row">
          <div>
            <p className="reward-wallet__label">
              <Trans>Wallet</Trans>
            </p>
            <p className="reward-wallet__address" title={address}>
              {shortAddress(address)}
            </p>
          </div>
          <button
            type="button"
            className="button button--ghost reward-wallet__unlink"
            onClick={() => setStep({ kind: 'confirm-unlink' })}
          >
            <Trans>Unlink</Trans>
          </button>
        </div>
      </section>

      <section className="screen economy-screen__list" aria-labelledby={historyId}>
        <h2 id={historyId} className="economy-screen__section-title">
          <Trans>History</Trans>
        </h2>
        <History address={address} />
      </section>

      {step.kind === 'confirm' && (
        <ConfirmWithdrawalDialog
          available={step.available}
          destination={address}
          onConfirm={withdraw}
          onCancel={() => setStep({ kind: 'idle' })}
        />
      )}
      {withdrawal.isPending && <WithdrawingDialog />}
      {step.kind === 'done' && (
        <WithdrawalSentDialog sent={step.sent} onClose={() => setStep({ kind: 'idle' })} />
      )}
      {step.kind === 'failed' && (
        <WithdrawalFailedDialog detail={step.detail} onClose={() => setStep({ kind: 'idle' })} />
      )}
      {(step.kind === 'confirm-unlink' || step.kind === 'unlinking') && (
        <ConfirmDialog
          title={t`Unlink your wallet?`}
          confirmLabel={t`Unlink`}
          busy={step.kind === 'unlinking'}
          onCancel={() => setStep({ kind: 'idle' })}
          onConfirm={() => {
            setStep({ kind: 'unlinking' })
            void onUnlink()
          }}
        >
          <Trans>You will be signed out of MeMap and your wallet disconnected.</Trans>
        </ConfirmDialog>
      )}
    </div>
  )
}

/**
 * The history (PRODUCT.md §2): type name, signed value followed by 'Whoom', time; a withdrawal
 * also what reached the wallet, the fee and whether it is paid; infinite.
 */
function History({ address }: { address: Address }) {
  const { t, i18n } = useLingui()
  const history = usePointHistory(address)
  const entries = pageEntries(history.data?.pages)
  if (history.isPending) {
    return (
      <ScreenLoading>
        <Trans>Loading your history…</Trans>
      </ScreenLoading>
    )
  }
  if (history.isError && entries.length === 0) {
    return <ScreenError onRetry={() => void history.refetch()} />
  }
  return (
    <>
      {entries.length > 0 ? (
        <ul className="entry-list" aria-label={t`Whoom history`}>
          {entries.map((entry, position) => (
            <li
              // Entries have no id; a page never shifts (keyset paging), so the position is stable.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={position}
              className="entry-list__item reward-entry"
            >
              <div className="reward-entry__line">
                <span className="reward-entry__type">
                  {historyLabel(entry.WhoomHistoryTypeName, i18n)}
                </span>
                <span
                  className={
                    entry.Value > 0
                      ? 'whoom-value whoom-value--plus'
                      : entry.Value < 0
                        ? 'whoom-value whoom-value--minus'
                        : 'whoom-value'
                  }
                >
                  {formatSignedCount(entry.Value)} Whoom
                </span>
              </div>
              {entry.Withdrawal && <WithdrawalProgress details={entry.Withdrawal} />}
              <time className="entry-list__time" dateTime={entry.CreateAt}>
                {formatDateTime(entry.CreateAt, i18n.locale)}
              </time>
            </li>
          ))}
        </ul>
      ) : (
        !history.hasNextPage && (
          <p className="economy-screen__empty">
            <Trans>No Whoom history yet.</Trans>
          </p>
        )
      )}
      {(entries.length > 0 || history.hasNextPage) && (
        <LoadMoreSentinel
          hasMore={history.hasNextPage}
          loading={history.isFetchingNextPage}
          failed={history.isFetchNextPageError}
          onLoadMore={() => void history.fetchNextPage()}
          endText={t`No more history.`}
        />
      )}
    </>
  )
}

function ShareIcon() {
  return (
    <svg className="line-icon" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M12 15V4M7.5 8.5 12 4l4.5 4.5M5 13v6h14v-6" />
    </svg>
  )
}
