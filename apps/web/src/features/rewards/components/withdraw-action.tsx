import { useLingui } from '@lingui/react/macro'
import '../../../shared/ui/icon-button.css'
import '../catalog.ts'

/** The balance header's 'Withdraw Whoom', told unavailable while nothing can be withdrawn. */
export function WithdrawAction({
  withdrawable,
  onWithdraw,
}: {
  withdrawable: boolean
  onWithdraw: () => void
}) {
  const { t } = useLingui()
  return (
    <button
      type="button"
      className="balance-header__action"
      title={withdrawable ? undefined : t`Nothing to withdraw`}
      // Not `disabled`: it keeps the focus when a withdrawal has emptied the balance.
      aria-disabled={!withdrawable}
      onClick={onWithdraw}
    >
      <ShareIcon />
      <span>{t`Withdraw Whoom`}</span>
    </button>
  )
}

function ShareIcon() {
  return (
    <svg className="line-icon" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M12 15V4M7.5 8.5 12 4l4.5 4.5M5 13v6h14v-6" />
    </svg>
  )
}
