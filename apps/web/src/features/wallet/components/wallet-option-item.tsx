import { useLingui } from '@lingui/react/macro'
import '../catalog.ts'
import { COINBASE_CONNECTOR_ID } from '../lib/connector-ids.ts'
import type { LoadStatus } from '../lib/use-lazy-connectors.ts'
import type { WalletOption } from '../lib/wallet-options.ts'
import { WalletIcon } from './wallet-icon.tsx'

export type WalletOptionItemProps = {
  option: WalletOption
  connecting: boolean
  /** How the Coinbase connector's code is loading, told under its name. */
  coinbase: LoadStatus
  onChoose: () => void
}

/** One wallet of the chooser: a button that connects it, or a link for a wallet not here. */
export function WalletOptionItem({
  option,
  connecting,
  coinbase,
  onChoose,
}: WalletOptionItemProps) {
  const { t } = useLingui()
  const hint = hintOf()

  /** The line under the name: connecting, the link's hint, or how Coinbase's code is loading. */
  function hintOf(): string | undefined {
    if (connecting) return t`Connecting…`
    if (option.kind === 'link') return option.hint
    if (option.kind === 'deferred' && option.connectorId === COINBASE_CONNECTOR_ID) {
      return coinbase === 'failed' ? t`Could not load; tap to retry` : t`Loading…`
    }
    return undefined
  }
  const body = (
    <>
      <WalletIcon icon={option.icon} />
      <span className="wallet-option__name">{option.name}</span>
      {hint && <span className="wallet-option__hint">{hint}</span>}
    </>
  )
  return (
    <li>
      {option.kind === 'link' ? (
        <a className="wallet-option" href={option.href} target="_blank" rel="noopener noreferrer">
          {body}
        </a>
      ) : (
        <button type="button" className="wallet-option" aria-busy={connecting} onClick={onChoose}>
          {body}
        </button>
      )}
    </li>
  )
}
