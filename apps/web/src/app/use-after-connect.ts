import { useCallback } from 'react'
import type { ConnectedWallet } from '../features/wallet/components/wallet-chooser.tsx'

/**
 * The one place for what follows a successful connect in the wallet chooser (spec §2, landing;
 * §4, Login: connect, switch chain, verify chain, check NFT, route). It composes features here in
 * app/, since features do not import each other.
 *
 * To do (next issue): switch to the configured chain (`useSwitchChain`, 4902 -> add chain),
 * sign in, then `POST /v0/user/check`: minted -> load the own profile and go to /memap
 * (state user = address); no name -> error modal and disconnect; not minted -> /memapstart.
 */
export function useAfterConnect(): (wallet: ConnectedWallet) => void {
  return useCallback((_wallet: ConnectedWallet) => {}, [])
}
