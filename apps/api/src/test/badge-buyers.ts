import { whoomAbi } from '@memap/contracts/generated/Whoom'
import { pino } from 'pino'
import {
  type Address,
  createWalletClient,
  encodeAbiParameters,
  type Hex,
  http,
  parseEther,
  type TypedDataDefinition,
  toHex,
} from 'viem'
import { startChainWorker } from '../workers.ts'
import type { TestContext } from './app.ts'
import { registerMember } from './members.ts'

export const whole = (whoom: number) => BigInt(whoom) * 10n ** 18n

export interface ShopBadge {
  id: number
  group: string
  name: string
  price: number
}

/** Badges of the seeded catalogue. */
export const EXPLORER: ShopBadge = { id: 1, group: 'Personality', name: 'Explorer', price: 0 }
export const DREAMER: ShopBadge = { id: 2, group: 'Personality', name: 'Dreamer', price: 5 }
export const GAMER: ShopBadge = { id: 4, group: 'Hobby', name: 'Gamer', price: 5 }
export const FOODIE: ShopBadge = { id: 6, group: 'Hobby', name: 'Foodie', price: 3 }

const silent = pino({ level: 'silent' })

/** Sends every queued chain job and waits for its confirmation (with the app's worker stopped). */
export async function sendQueue(t: TestContext) {
  const worker = startChainWorker({
    db: t.db,
    chain: t.chain,
    queue: t.config.chainQueue,
    signals: t.signedJobs,
    log: silent,
  })
  await worker.drain()
  await worker.stop()
}

/** Mints Whoom on chain to `wallet`, from the server's signer (a minter). */
export async function mintWhoom(t: TestContext, wallet: Address, whoom: number) {
  const hash = await t.chain.walletClient.writeContract({
    address: t.chain.contracts.main,
    abi: whoomAbi,
    functionName: 'mint',
    args: [wallet, whole(whoom)],
    account: t.chain.account,
    chain: t.chain.chain,
  })
  await t.chain.publicClient.waitForTransactionReceipt({ hash })
}

/** The wallet's Whoom on chain. */
export const onChainWhoom = (t: TestContext, wallet: Address) =>
  t.chain.publicClient.readContract({
    address: t.chain.contracts.main,
    abi: whoomAbi,
    functionName: 'balanceOf',
    args: [wallet],
  })

export type Permit = TypedDataDefinition & { message: { deadline: string } }

/**
 * A member (signed in, with a MeMap: a wallet that never joined shows nobody's badges) with
 * `whoom` on chain and ETH for gas, that buys badges both ways: paying from the wallet (`pay`,
 * then `purchase` with the hash) and signing a permit (`buySigned`).
 */
export async function badgeBuyer(t: TestContext, whoom: number) {
  const member = await registerMember(t.app)
  const { account, address } = member
  await t.chain.publicClient.request({
    method: 'anvil_setBalance' as never,
    params: [address, toHex(parseEther('10'))] as never,
  })
  if (whoom > 0) await mintWhoom(t, address, whoom)
  const wallet = createWalletClient({
    account,
    chain: t.chain.chain,
    transport: http(t.chain.rpcUrl),
  })
  const idsOf = async (url: string) =>
    ((await member.get(url)).json().data as { badgeId: number }[]).map((badge) => badge.badgeId)
  const permit = (badgeId: number) =>
    member.get(`/v0/badge/permit?walletAddr=${address}&badgeId=${badgeId}`)
  const buy = (body: { badgeId: number; deadline: number; signature: Hex }) =>
    member.post('/v0/badge/purchase-signed', { walletAddr: address, ...body })

  return {
    ...member,
    /** Pays `badge` with Whoom's transferAndCall to the shop, as the badge screen does; mined. */
    async pay(badge: ShopBadge): Promise<Hex> {
      const hash = await wallet.writeContract({
        address: t.chain.contracts.main,
        abi: whoomAbi,
        functionName: 'transferAndCall',
        args: [
          t.chain.contracts.badge,
          whole(badge.price),
          encodeAbiParameters([{ type: 'string' }, { type: 'string' }], [badge.group, badge.name]),
        ],
      })
      await t.chain.publicClient.waitForTransactionReceipt({ hash })
      return hash
    },
    /** `POST /v0/badge/purchase` with the payment's hash. */
    purchase: (badgeId: number, transaction: Hex) =>
      member.post('/v0/badge/purchase', { walletAddr: address, badgeId, transaction }),
    permit,
    /** `POST /v0/badge/purchase-signed`. */
    buy,
    /**
     * Asks for the permit, signs it as served and posts the purchase: the permit's refusal, or
     * the purchase's answer and what was posted (to post again).
     */
    async buySigned(badgeId: number) {
      const served = await permit(badgeId)
      if (served.statusCode !== 200) return { res: served, body: undefined }
      const typedData = served.json().data as Permit
      const body = {
        badgeId,
        deadline: Number(typedData.message.deadline),
        signature: await account.signTypedData(typedData),
      }
      return { res: await buy(body), body }
    },
    owned: () => idsOf(`/v0/badge/user/list/have?walletAddr=${address}`),
    pending: () => idsOf(`/v0/badge/user/list/pending?walletAddr=${address}`),
    onChain: () => onChainWhoom(t, address),
    /** The notifications' types and values, newest first. */
    async notices() {
      const page = (await member.get(`/v0/notification/list?walletAddr=${address}&index=0`)).json()
        .data as { History: { WhoomHistoryTypeName: string; Value: number }[] }
      return page.History.map((entry) => `${entry.WhoomHistoryTypeName} ${entry.Value}`)
    },
  }
}

export type BadgeBuyer = Awaited<ReturnType<typeof badgeBuyer>>
