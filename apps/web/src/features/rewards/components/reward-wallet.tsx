import { Trans, useLingui } from '@lingui/react/macro'
import type { Address } from '@memap/shared/address'
import { shortAddress } from '../../../shared/lib/format-address.ts'
import '../../../shared/ui/button.css'
import '../catalog.ts'

/** The wallet linked to the MeMap, short, with Unlink. */
export function RewardWallet({ address, onUnlink }: { address: Address; onUnlink: () => void }) {
  const { t } = useLingui()
  return (
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
          onClick={onUnlink}
        >
          <Trans>Unlink</Trans>
        </button>
      </div>
    </section>
  )
}
