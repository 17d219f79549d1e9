import { whoomAbi } from '@memap/contracts/generated/Whoom'
import type { Address } from '@memap/shared/address'
import type { RefusalCode } from '@memap/shared/refusal-codes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useConfig } from 'wagmi'
import { signTypedData, waitForTransactionReceipt, writeContract } from 'wagmi/actions'
import {
  getOnChainBalanceQueryOptions,
  ON_CHAIN_BALANCE_KEY,
} from '../../../shared/api/on-chain-balance.ts'
import { OWNED_BADGES_KEY } from '../../../shared/api/owned-badges.ts'
import { POINT_BALANCE_KEY } from '../../../shared/api/point-balance.ts'
import { ApiError } from '../../../shared/lib/api-errors.ts'
import { usePublicConfig } from '../../../shared/lib/public-config.ts'
import type { Shortfall } from '../../../shared/payments/insufficient-balance-dialog.tsx'
import {
  type BadgeChoice,
  cannotSignTypedData,
  coversPrice,
  encodePurchaseData,
  type PurchaseWay,
  priceToWei,
  weiToWhoom,
} from '../lib/purchase.ts'
import { getBadgePermit, PENDING_BADGES_KEY, purchaseBadge, purchaseBadgeSigned } from './badges.ts'

// The purchase (PRODUCT.md §4, §13). By signature: `GET /v0/badge/permit`, the wallet signs it
// (eth_signTypedData_v4: no transaction, no gas), `POST /v0/badge/purchase-signed`; the server
// sends it and the badge is pending until it confirms. From the wallet (the fallback): Whoom's
// `transferAndCall(shop, price, (group, name))`, its receipt, then `POST /v0/badge/purchase` with
// the hash. Only the badge screen's chunk loads this file, with the Whoom ABI and wagmi's actions.

/** The wallet's Whoom on chain do not cover the price: nothing was sent. */
export class ShortfallError extends Error {
  constructor(readonly shortfall: Shortfall) {
    super('the on-chain Whoom do not cover the price')
    this.name = 'ShortfallError'
  }
}

/**
 * The purchase cannot be paid by signature (the wallet signs no typed data, or the server will
 * not send this one): nothing was signed into a purchase nor sent. It may be paid from the wallet.
 */
export class PayFromWalletError extends Error {
  constructor(options?: ErrorOptions) {
    super('this purchase must be paid from the wallet', options)
    this.name = 'PayFromWalletError'
  }
}

/** The server's refusals of a signed purchase that the wallet's own transaction may still pay. */
const RELAY_REFUSED: ReadonlySet<RefusalCode | undefined> = new Set([
  'relay_gas_too_high',
  'signed_purchase_unavailable',
])

export type PurchaseInput = { badge: BadgeChoice; way: PurchaseWay }
/**
 * Owned at once (paid from the wallet), pending until the server's transaction confirms, or
 * refunded: the wallet had the badge already (bought meanwhile elsewhere) and its payment goes back.
 */
export type PurchaseOutcome = 'owned' | 'pending' | 'refunded'

/**
 * Buys a badge with the wallet's Whoom on chain, read afresh before paying. Bought or pending,
 * the owned and pending badges are read again before the call ends, and both balances; refused
 * or failed, the screen's data are read again (PRODUCT.md §2's reload).
 */
export function usePurchaseBadge(walletAddr: Address) {
  const queryClient = useQueryClient()
  const wagmiConfig = useConfig()
  const { chainId, contracts } = usePublicConfig()
  const onChainBalance = getOnChainBalanceQueryOptions(contracts.main, walletAddr)

  const shortfall = async (price: number) => {
    const wallet = await queryClient.fetchQuery({ ...onChainBalance, staleTime: 0 })
    return new ShortfallError({ needed: price, have: weiToWhoom(wallet), balance: 'on-chain' })
  }

  async function bySignature(badge: BadgeChoice): Promise<PurchaseOutcome> {
    const permit = await getBadgePermit(walletAddr, badge.id)
    const { domain, message } = permit
    const signature = await signTypedData(wagmiConfig, {
      account: walletAddr,
      domain: { ...domain, verifyingContract: domain.verifyingContract as Address },
      types: { Permit: permit.types.Permit },
      primaryType: 'Permit',
      message: {
        owner: message.owner as Address,
        spender: message.spender as Address,
        value: BigInt(message.value),
        nonce: BigInt(message.nonce),
        deadline: BigInt(message.deadline),
      },
    }).catch((error: unknown) => {
      throw cannotSignTypedData(error) ? new PayFromWalletError({ cause: error }) : error
    })
    try {
      await purchaseBadgeSigned({
        walletAddr,
        badgeId: badge.id,
        deadline: Number(message.deadline),
        signature,
        price: badge.price,
      })
    } catch (error) {
      const refused = error instanceof ApiError ? error.code : undefined
      if (RELAY_REFUSED.has(refused)) throw new PayFromWalletError({ cause: error })
      if (refused === 'whoom_insufficient_on_chain') throw await shortfall(badge.price)
      throw error
    }
    return 'pending'
  }

  async function fromWallet(badge: BadgeChoice): Promise<PurchaseOutcome> {
    const hash = await writeContract(wagmiConfig, {
      chainId,
      account: walletAddr,
      address: contracts.main,
      abi: whoomAbi,
      functionName: 'transferAndCall',
      args: [contracts.badge, priceToWei(badge.price), encodePurchaseData(badge.group, badge.name)],
    })
    const receipt = await waitForTransactionReceipt(wagmiConfig, { chainId, hash })
    if (receipt.status !== 'success') throw new Error('the payment transaction reverted')
    return (await purchaseBadge(walletAddr, badge.id, hash)).status
  }

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: [POINT_BALANCE_KEY] })
    void queryClient.invalidateQueries({ queryKey: [ON_CHAIN_BALANCE_KEY] })
  }
  return useMutation({
    mutationFn: async ({ badge, way }: PurchaseInput): Promise<PurchaseOutcome> => {
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
      return way === 'signature' ? bySignature(badge) : fromWallet(badge)
    },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [OWNED_BADGES_KEY] }),
        queryClient.invalidateQueries({ queryKey: [PENDING_BADGES_KEY] }),
      ])
      refresh()
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: [OWNED_BADGES_KEY] })
      void queryClient.invalidateQueries({ queryKey: [PENDING_BADGES_KEY] })
      refresh()
    },
  })
}
