import type { MessageDescriptor } from '@lingui/core'
import { useRef, useState } from 'react'
import { useConfig, useConnect } from 'wagmi'
import { connectErrorMessage } from './connect-error-message.ts'
import { connectWith } from './connect-with.ts'
import { useLazyConnectors } from './use-lazy-connectors.ts'
import type { WalletOption } from './wallet-options.ts'

type Connected = Awaited<ReturnType<typeof connectWith>>

/**
 * The wallet picked in the chooser, connected: the attempt under way (`pendingKey`), why the last
 * one failed (`error`), and how the Coinbase connector's code is loading.
 */
export function useWalletChoice(onConnected: (wallet: Connected) => void) {
  const config = useConfig()
  const { mutateAsync: connect } = useConnect()
  const { coinbase, resolveConnector } = useLazyConnectors()
  const [pendingKey, setPendingKey] = useState<string | null>(null)
  // The latest attempt: a wallet whose popup was closed may never answer, so picking another
  // (or the same again) starts over, and an abandoned attempt's late answer is ignored.
  const attempt = useRef(0)
  const [error, setError] = useState<MessageDescriptor | null>(null)

  async function choose(option: WalletOption) {
    const mine = ++attempt.current
    const current = () => attempt.current === mine
    setPendingKey(option.key)
    setError(null)
    try {
      const connector = await resolveConnector(option)
      const wallet = await connectWith(config, connect, connector)
      if (!current()) return
      onConnected(wallet)
    } catch (cause) {
      if (current()) setError(connectErrorMessage(cause, option.name))
    } finally {
      if (current()) setPendingKey(null)
    }
  }

  return { pendingKey, error, coinbase, choose }
}
