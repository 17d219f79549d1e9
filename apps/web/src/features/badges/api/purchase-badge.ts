import { whoomAbi } from '@memap/contracts/generated/Whoom'
import type { Address } from '@memap/shared/address'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useConfig } from 'wagmi'
import { waitForTransactionReceipt, writeContract } from 'wagmi/actions'
import { OWNED_BADGES_KEY } from '../../../shared/api/owned-badges.ts'
import { POINT_BALANCE_KEY } from '../../../shared/api/point-balance.ts'
import { usePublicConfig } from '../../../shared/lib/public-config.ts'
import type { Shortfall } from '../../../shared/ui/insufficient-balance-dialog.tsx'
import {
  type BadgeChoice,
  coversPrice,
  encodePurchaseData,
  priceToWei,
  weiToWhoom,
} from '../lib/purchase.ts'
import { getOnChainBalanceQueryOptions, ON_CHAIN_BALANCE_KEY, purchaseBadge } from './badges.ts'

// The purchase (PRODUCT.md §4): Whoom's `transferAndCall(shop, price, (group, name))` from the
// wallet, its receipt, then `POST /v0/badge/purchase` with the hash. Only the badge screen's
// chunk loads this file, with the Whoom ABI and wagmi's actions.

/** The wallet's Whoom on chain do not cover the price: nothing was sent. */
export class ShortfallError extends Error {
  constructor(readonly shortfall: Shortfall) {
    super('the on-chain Whoom do not cover the price')
    this.name = 'ShortfallError'
  }
}

/**
 * Buys a badge with the wallet's Whoom on chain, read afresh before paying. Bought, the owned
 * badges are read again before the call ends, and both balances; refused or failed, the
 * screen's data are read again (the spec's reload).
 */
export function usePurchaseBadge(walletAddr: Address) {
  const queryClient = useQueryClient()
  const wagmiConfig = useConfig()
  const { chainId, contracts } = usePublicConfig()
  const onChainBalance = getOnChainBalanceQueryOptions(contracts.main, walletAddr)
  return useMutation({
    mutationFn: async (badge: BadgeChoice) => {
      const wallet =
        badge.price === 0
          ? undefined
          : await queryClient.fetchQuery({ ...onChainBalance, staleTime: 0 })
      if (!coversPrice(wallet, badge.price)) {
        throw new ShortfallError({
          needed: badge.price,
          have: weiToWhoom(wallet ?? 0n),
          balance: 'on-chain',
        })
      }
      const hash = await writeContract(wagmiConfig, {
        chainId,
        account: walletAddr,
        address: contracts.main,
        abi: whoomAbi,
        functionName: 'transferAndCall',
        args: [
          contracts.badge,
          priceToWei(badge.price),
          encodePurchaseData(badge.group, badge.name),
        ],
      })
      const receipt = await waitForTransactionReceipt(wagmiConfig, { chainId, hash })
      if (receipt.status !== 'success') throw new Error('the payment failed on chain')
      await purchaseBadge(walletAddr, badge.id, hash)
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [OWNED_BADGES_KEY] })
      void queryClient.invalidateQueries({ queryKey: [POINT_BALANCE_KEY] })
      void queryClient.invalidateQueries({ queryKey: [ON_CHAIN_BALANCE_KEY] })
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: [OWNED_BADGES_KEY] })
      void queryClient.invalidateQueries(onChainBalance)
      void queryClient.invalidateQueries({ queryKey: [POINT_BALANCE_KEY] })
    },
  })
}
