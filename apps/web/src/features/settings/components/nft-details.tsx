import { Trans, useLingui } from '@lingui/react/macro'
import type { Address } from '@memap/shared/address'
import type { UserInfo } from '@memap/shared/profile'
import { shortAddress } from '../../../shared/lib/format-address.ts'
import { useCopyText } from '../../../shared/ui/use-copy-text.tsx'
import '../../../shared/ui/details.css'
import '../../../shared/ui/icon-button.css'
import '../catalog.ts'

export type NftDetailsProps = {
  profile: Pick<UserInfo, 'NftName' | 'TokenId'>
  nftContract: Address
  address: Address
}

/**
 * PRODUCT.md §2, /settings: the read-only facts of the MeMap. Until the queue has minted it
 * (`TokenId` empty) it has no name or id yet: that is said, not left blank.
 */
export function NftDetails({ profile, nftContract, address }: NftDetailsProps) {
  const { t } = useLingui()
  const minting = profile.TokenId === ''
  const copied = useCopyText()
  return (
    <dl className="details">
      <div className="details__row">
        <dt>
          <Trans>NFT name</Trans>
        </dt>
        <dd>{minting ? <Trans>Minting your MeMap…</Trans> : profile.NftName}</dd>
      </div>
      <div className="details__row">
        <dt>
          <Trans>Token ID</Trans>
        </dt>
        <dd>{minting ? <Trans>Given once minted</Trans> : profile.TokenId}</dd>
      </div>
      <div className="details__row">
        <dt>
          <Trans>Contract</Trans>
        </dt>
        <dd className="details__mono">{nftContract}</dd>
      </div>
      <div className="details__row">
        <dt>
          <Trans>Wallet</Trans>
        </dt>
        <dd className="details__with-action">
          <span className="details__mono">{shortAddress(address)}</span>
          <button
            type="button"
            className="icon-button"
            aria-label={t`Copy the wallet address`}
            onClick={() => void copied.copy(address, t`The address has been copied`)}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <rect x="8" y="8" width="12" height="12" rx="2" />
              <path d="M16 8V5.5A1.5 1.5 0 0 0 14.5 4h-9A1.5 1.5 0 0 0 4 5.5v9A1.5 1.5 0 0 0 5.5 16H8" />
            </svg>
          </button>
          {copied.notice}
        </dd>
      </div>
    </dl>
  )
}
