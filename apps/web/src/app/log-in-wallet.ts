import type { Address } from '@memap/shared/address'
import type { PublicConfig } from '@memap/shared/config'
import type { QueryClient } from '@tanstack/react-query'
import type { Config, Connector } from 'wagmi'
import { signIn } from '../features/session/lib/sign-in.ts'
import { ensureWalletChain, signWithWallet } from '../features/wallet/lib/wallet-actions.ts'
import { hasMeMap } from '../shared/api/nft-status.ts'
import { getUserInfoQueryOptions } from '../shared/api/user-info.ts'
import { type LoginResult, logIn } from './login-flow.ts'

export type LogInWalletParams = {
  address: Address
  connector: Connector
  config: Config
  publicConfig: PublicConfig
  queryClient: QueryClient
}

/**
 * The login steps with the real wallet and API. Loaded when a wallet has connected, so the
 * signing and chain-switching code stays out of the landing page's first download.
 */
export function logInWallet({
  address,
  connector,
  config,
  publicConfig,
  queryClient,
}: LogInWalletParams): Promise<LoginResult> {
  return logIn(address, {
    ensureChain: () => ensureWalletChain(config, connector, publicConfig),
    signIn: () =>
      signIn(
        { address, chainId: publicConfig.chainId },
        { sign: (message) => signWithWallet(config, connector, address, message) },
      ),
    hasMeMap,
    // Through the query cache, so /memap shows the profile at once.
    loadOwnProfile: (own) =>
      queryClient.fetchQuery(getUserInfoQueryOptions({ target: own, viewer: own })),
  })
}
