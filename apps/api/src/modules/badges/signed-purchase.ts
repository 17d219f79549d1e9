import { badgeShopAbi } from '@memap/contracts/generated/BadgeShop'
import { whoomAbi } from '@memap/contracts/generated/Whoom'
import { PERMIT_DOMAIN_FIELDS, PERMIT_TYPES, permitTypedData } from '@memap/contracts/permit'
import type { Address } from '@memap/shared/address'
import type { purchaseSignedBodySchema } from '@memap/shared/badges'
import { WHOOM_DECIMALS } from '@memap/shared/economy'
import { BaseError, ContractFunctionRevertedError, formatUnits, type Hex } from 'viem'
import type { z } from 'zod'
import type { ChainContext } from '../../chain/context.ts'
import { enqueueChainJob } from '../../chain/tx-queue.ts'
import { withTransaction } from '../../db/changes.ts'
import type { Db } from '../../db/database.ts'
import { isUniqueViolation } from '../../db/dialect.ts'
import { AppError, badRequest, conflict } from '../../errors.ts'
import { badgesRepo } from './repo.ts'

/** How long a permit handed out by `GET /v0/badge/permit` stays good: a few minutes to sign it. */
export const PERMIT_LIFETIME_S = 10 * 60
/** A deadline closer than this is refused: the server needs a moment to send the purchase. */
const DEADLINE_MARGIN_S = 30
/** A deadline further than this is refused: a permit is for a purchase now. */
const DEADLINE_MAX_S = 60 * 60
/**
 * The most gas the server pays for one relayed purchase (docs/OPERATIONS.md, "What to watch"):
 * an account's signature takes about 100,000, a smart wallet's about 90,000 plus its own check,
 * and deploying a wallet from its ERC-6492 signature some 300,000 more.
 */
export const RELAYED_PURCHASE_MAX_GAS = 1_000_000n

/** The idempotency key of a signed purchase's chain job, and back. */
export const signedPurchaseJobKey = (id: number) => `badge-signed:${id}`
export const signedPurchaseId = (jobKey: string) => Number(jobKey.slice('badge-signed:'.length))

const toWei = (whoom: number) => BigInt(whoom) * 10n ** BigInt(WHOOM_DECIMALS)
const whole = (wei: bigint) => formatUnits(wei, WHOOM_DECIMALS)

const SIGN_AGAIN = 'ask for a new one and sign the purchase again'

type SignedPurchaseInput = Omit<z.output<typeof purchaseSignedBodySchema>, 'walletAddr'>

/**
 * Badges bought with a signed permit (PRODUCT.md §13): the typed data to sign, the checks of a
 * signed purchase, and its place in the chain-job queue, whose worker sends it for the member and
 * pays the gas (`relay-purchase.ts`).
 */
export function signedPurchases(deps: { db: Db; chain: ChainContext; onJobQueued: () => void }) {
  const { db, chain } = deps
  const repo = badgesRepo(db)

  const typedData = (owner: Address, value: bigint, nonce: bigint, deadline: bigint) =>
    permitTypedData({
      chainId: chain.chainId,
      token: chain.contracts.main,
      owner,
      spender: chain.contracts.badge,
      value,
      nonce,
      deadline,
    })

  const whoom = (functionName: 'nonces' | 'balanceOf', wallet: Address): Promise<bigint> =>
    chain.publicClient.readContract({
      address: chain.contracts.main,
      abi: whoomAbi,
      functionName: functionName as 'nonces',
      args: [wallet],
    })

  async function findBadge(badgeId: number) {
    const badge = await repo.find(badgeId)
    if (!badge) throw badRequest('no_such_badge', 'badgeId: no such badge')
    return badge
  }

  /**
   * Nothing is signed for nor sent for a badge the wallet has, or while a purchase of the wallet
   * is on its way (PRODUCT.md §13). A payment from the wallet that arrives meanwhile is caught
   * again by the relay right before it sends (`relay-purchase.ts`).
   */
  async function refuseUnlessBuyable(wallet: Address, badgeId: number) {
    if (await repo.owns(wallet, badgeId)) throw conflict('badge_owned', OWNED_MESSAGE)
    if ((await repo.pendingSigned(wallet)).length > 0)
      throw conflict('badge_purchase_pending', PENDING_MESSAGE)
  }

  /** Whether the chain takes the purchase as the server would send it, and its gas. */
  async function simulate(args: readonly [Address, string, string, bigint, bigint, Hex]) {
    let gas: bigint
    try {
      gas = await chain.publicClient.estimateContractGas({
        address: chain.contracts.badge,
        // The token's errors too: its permit and transfer revert inside the purchase.
        abi: [...badgeShopAbi, ...whoomAbi.filter((item) => item.type === 'error')],
        functionName: 'purchaseWithPermit',
        args,
        account: chain.account,
      })
    } catch (error) {
      const reverted =
        error instanceof BaseError
          ? error.walk((cause) => cause instanceof ContractFunctionRevertedError)
          : null
      if (!(reverted instanceof ContractFunctionRevertedError)) throw error
      throw refusal(reverted.data?.errorName)
    }
    if (gas > RELAYED_PURCHASE_MAX_GAS) {
      throw badRequest(
        'relay_gas_too_high',
        `signature: relaying this wallet's signature would take ${gas} gas, more than MeMap pays (${RELAYED_PURCHASE_MAX_GAS}); pay from the wallet instead`,
      )
    }
  }

  return {
    /** The typed data of the permit that pays for the badge, for the wallet to sign. */
    async permit(wallet: Address, badgeId: number, now = new Date()) {
      const badge = await findBadge(badgeId)
      await refuseUnlessBuyable(wallet, badge.id)
      const nonce = await whoom('nonces', wallet)
      // Later than the wallet's last signed purchase's: a permit asked again within the same
      // second, after a purchase that failed unsent (the nonce unused), would be the same permit,
      // its signature one already used, and refused as such however often the member signs.
      const last = await repo.lastSignedDeadline(wallet)
      const fresh = BigInt(Math.floor(now.getTime() / 1000) + PERMIT_LIFETIME_S)
      const deadline = last !== undefined && last >= fresh ? last + 1n : fresh
      const { domain, message } = typedData(wallet, toWei(badge.price), nonce, deadline)
      return {
        domain,
        types: {
          EIP712Domain: PERMIT_DOMAIN_FIELDS.map((field) => ({ ...field })),
          Permit: PERMIT_TYPES.Permit.map((field) => ({ ...field })),
        },
        primaryType: 'Permit' as const,
        message: {
          owner: message.owner,
          spender: message.spender,
          value: message.value.toString(),
          nonce: message.nonce.toString(),
          deadline: message.deadline.toString(),
        },
      }
    },

    /**
     * Checks a signed purchase and queues it; nothing is sent and nothing written when any check
     * fails. Answers at once: the badge is pending until the worker's transaction confirms.
     */
    async purchase(wallet: Address, input: SignedPurchaseInput, now = new Date()) {
      const badge = await findBadge(input.badgeId)
      if (input.price !== undefined && input.price !== badge.price) {
        throw conflict(
          'price_changed',
          `price: the badge now costs ${badge.price} Whoom, not ${input.price}; ${SIGN_AGAIN}`,
          { values: { now: badge.price, before: input.price } },
        )
      }
      await refuseUnlessBuyable(wallet, badge.id)
      if (await repo.signatureUsed(input.signature)) throw conflict('signature_used', USED_MESSAGE)
      const seconds = Math.floor(now.getTime() / 1000)
      if (input.deadline < seconds + DEADLINE_MARGIN_S) {
        throw badRequest('signature_expired', `deadline: the signature has expired; ${SIGN_AGAIN}`)
      }
      if (input.deadline > seconds + DEADLINE_MAX_S) {
        throw badRequest('deadline_too_far', 'deadline: must be within an hour')
      }

      const value = toWei(badge.price)
      const [nonce, balance] = await Promise.all([
        whoom('nonces', wallet),
        whoom('balanceOf', wallet),
      ])
      if (balance < value) {
        throw badRequest(
          'whoom_insufficient_on_chain',
          `insufficient on-chain Whoom: the badge costs ${badge.price} Whoom and your wallet holds ${whole(balance)}`,
        )
      }
      const deadline = BigInt(input.deadline)
      // Checked as the wallet signs: an account's key, a wallet contract's ERC-1271 check, or an
      // ERC-6492 signature of a wallet not yet deployed.
      const valid = await chain.publicClient
        .verifyTypedData({
          address: wallet,
          ...typedData(wallet, value, nonce, deadline),
          signature: input.signature,
        })
        .catch(() => false)
      if (!valid) {
        throw badRequest(
          'signature_mismatch',
          `signature: it is not this wallet's signature of the purchase of ${badge.name} for ${badge.price} Whoom; ${SIGN_AGAIN}`,
        )
      }
      await simulate([wallet, badge.group_name, badge.name, value, deadline, input.signature])

      try {
        await withTransaction(db, async (trx) => {
          const id = await badgesRepo(trx).insertSigned({
            wallet_addr: wallet,
            badge_id: badge.id,
            price: badge.price,
            deadline: deadline.toString(),
            signature: input.signature,
            created_at: now.toISOString(),
          })
          await enqueueChainJob(
            trx,
            {
              kind: 'badge_purchase',
              walletAddr: wallet,
              amount: value,
              idempotencyKey: signedPurchaseJobKey(id),
            },
            now,
          )
        })
      } catch (error) {
        // Two at once: one pending a wallet, one use of a signature.
        if (isUniqueViolation(error)) {
          throw (await repo.signatureUsed(input.signature))
            ? conflict('signature_used', USED_MESSAGE)
            : conflict('badge_purchase_pending', PENDING_MESSAGE)
        }
        throw error
      }
      deps.onJobQueued()
      return { badgeId: badge.id, status: 'pending' as const }
    },

    pending: async (wallet: Address) =>
      (await repo.pendingSigned(wallet)).map((badge) => ({
        badgeId: badge.id,
        badgeName: badge.name,
      })),
  }
}

const OWNED_MESSAGE = 'you already own this badge'
const PENDING_MESSAGE = 'a badge purchase of yours is on its way; wait until it is done'
const USED_MESSAGE = `signature: this signature was already used; ${SIGN_AGAIN}`

/** The chain's refusal of the purchase, in words. */
function refusal(errorName: string | undefined): AppError {
  switch (errorName) {
    case 'PermitInvalidSignature':
      return badRequest(
        'signature_mismatch',
        `signature: the token does not take it as this wallet's; ${SIGN_AGAIN}`,
      )
    case 'ERC2612ExpiredSignature':
      return badRequest('signature_expired', `deadline: the signature has expired; ${SIGN_AGAIN}`)
    case 'ERC20InsufficientBalance':
      return badRequest(
        'whoom_insufficient_on_chain',
        'insufficient on-chain Whoom: your wallet does not hold the price',
      )
    case 'WalletNotDeployed':
      return badRequest(
        'smart_wallet_undeployable',
        'signature: the smart wallet it names could not be deployed',
      )
    case 'OwnableUnauthorizedAccount':
      // The operator rotated the signer without handing the shop over (docs/OPERATIONS.md).
      return new AppError(
        'signed_purchase_unavailable',
        'signed purchases are not available right now; pay from the wallet instead',
      )
    default:
      return badRequest(
        'purchase_refused_by_chain',
        `signature: the chain refuses this purchase (${errorName ?? 'reverted'})`,
      )
  }
}

export type SignedPurchases = ReturnType<typeof signedPurchases>
