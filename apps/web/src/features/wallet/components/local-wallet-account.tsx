import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import '../../../shared/ui/field.css'
import '../catalog.ts'
import {
  LOCAL_WALLET_ACCOUNT_STORAGE,
  PICKABLE_DEV_ACCOUNT_INDEXES,
} from '../lib/local-wallet-offer.ts'

function readChoice(): string {
  try {
    return window.localStorage.getItem(LOCAL_WALLET_ACCOUNT_STORAGE) ?? 'own'
  } catch {
    return 'own'
  }
}

/**
 * Devnet only: which account the local test wallet uses, its own fresh key or one of anvil's
 * dev accounts 1..9 (account 0, the server's signer of older devnets, is not offered).
 */
export function LocalWalletAccount() {
  const { t } = useLingui()
  const id = useId()
  const [choice, setChoice] = useState(readChoice)
  return (
    <p className="wallet-chooser__local-account">
      <label htmlFor={id}>
        <Trans>Local test wallet account</Trans>
      </label>
      <select
        id={id}
        className="select"
        value={choice}
        onChange={(event) => {
          setChoice(event.target.value)
          try {
            window.localStorage.setItem(LOCAL_WALLET_ACCOUNT_STORAGE, event.target.value)
          } catch {}
        }}
      >
        <option value="own">{t`Own key, kept in this browser`}</option>
        {PICKABLE_DEV_ACCOUNT_INDEXES.map((index) => (
          <option key={index} value={String(index)}>
            {t`Anvil dev account ${index}`}
          </option>
        ))}
      </select>
    </p>
  )
}
