import { useEffect } from 'react'
import { isWalletChooserOpen, useWalletRuntime, walletChooserOpenings } from '../wallet-store.ts'

/**
 * PRODUCT.md §2, landing: on load the wallet of a visitor (`enabled`: nobody arrived signed in) is
 * disconnected, once wagmi's reconnect at start has settled, unless the user has begun connecting
 * by then. Without loaded wallet libraries there is nothing to end: they load at start whenever
 * a connection was stored.
 */
export function useDisconnectOnLoad(enabled: boolean): void {
  const runtime = useWalletRuntime()
  useEffect(() => {
    // Loaded by opening the chooser (this landing re-rendered under wagmi's provider): keep it.
    if (!enabled || !runtime || isWalletChooserOpen()) return
    let active = true
    const openings = walletChooserOpenings()
    void runtime.connectionSettled().then(() => {
      if (active && walletChooserOpenings() === openings) void runtime.disconnectAll()
    })
    return () => {
      active = false
    }
  }, [enabled, runtime])
}
