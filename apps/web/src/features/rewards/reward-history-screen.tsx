import { Trans, useLingui } from '@lingui/react/macro'
import type { Address } from '@memap/shared/address'
import { useId } from 'react'
import { Redirect } from 'wouter'
import { usePointBalance } from '../../shared/api/point-balance.ts'
import { paths } from '../../shared/lib/paths.ts'
import { useSession } from '../../shared/lib/session-store.ts'
import { useDocumentTitle } from '../../shared/lib/use-document-title.ts'
import { BalanceHeader } from '../../shared/ui/balance-header.tsx'
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx'
import './catalog.ts'
import { ConfirmWithdrawalDialog } from './components/confirm-withdrawal-dialog.tsx'
import { RewardHistoryList } from './components/reward-history-list.tsx'
import { RewardWallet } from './components/reward-wallet.tsx'
import { WithdrawAction } from './components/withdraw-action.tsx'
import { WithdrawalFailedDialog } from './components/withdrawal-failed-dialog.tsx'
import { WithdrawalSentDialog } from './components/withdrawal-sent-dialog.tsx'
import { WithdrawingDialog } from './components/withdrawing-dialog.tsx'
import { useRewardSteps } from './lib/use-reward-steps.ts'
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

function RewardHistory({ address, onUnlink }: { address: Address; onUnlink: () => Promise<void> }) {
  const { t } = useLingui()
  const historyId = useId()
  const balance = usePointBalance(address)
  const { step, setStep, withdraw, withdrawing } = useRewardSteps(address)
  const idle = () => setStep({ kind: 'idle' })

  return (
    <div className="economy-screen">
      <BalanceHeader
        address={address}
        title={t`Reward history`}
        action={
          <WithdrawAction
            withdrawable={canWithdraw(balance.data)}
            onWithdraw={() => {
              if (canWithdraw(balance.data)) {
                setStep({ kind: 'confirm', available: availableToWithdraw(balance.data) })
              }
            }}
          />
        }
      />
      <RewardWallet address={address} onUnlink={() => setStep({ kind: 'confirm-unlink' })} />
      <section className="screen economy-screen__list" aria-labelledby={historyId}>
        <h2 id={historyId} className="economy-screen__section-title">
          <Trans>History</Trans>
        </h2>
        <RewardHistoryList address={address} />
      </section>

      {step.kind === 'confirm' && (
        <ConfirmWithdrawalDialog
          available={step.available}
          destination={address}
          onConfirm={withdraw}
          onCancel={idle}
        />
      )}
      {withdrawing && <WithdrawingDialog />}
      {step.kind === 'done' && <WithdrawalSentDialog sent={step.sent} onClose={idle} />}
      {step.kind === 'failed' && <WithdrawalFailedDialog detail={step.detail} onClose={idle} />}
      {(step.kind === 'confirm-unlink' || step.kind === 'unlinking') && (
        <ConfirmDialog
          title={t`Unlink your wallet?`}
          confirmLabel={t`Unlink`}
          busy={step.kind === 'unlinking'}
          onCancel={idle}
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
