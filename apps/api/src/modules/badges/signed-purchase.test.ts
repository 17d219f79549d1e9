import { DEV_PRIVATE_KEYS } from '@memap/contracts/dev-accounts'
import { whoomAbi } from '@memap/contracts/generated/Whoom'
import { PERMIT_DOMAIN_FIELDS, PERMIT_TYPES } from '@memap/contracts/permit'
import { deploySmartWalletFactory } from '@memap/contracts/test-smart-wallet'
import type { FastifyInstance } from 'fastify'
import {
  type Address,
  createWalletClient,
  type Hex,
  http,
  keccak256,
  type LocalAccount,
  serializeErc6492Signature,
  type TypedDataDefinition,
  toHex,
} from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../test/app.ts'
import {
  mintWhoom,
  onChainWhoom,
  sendQueue as sendChainQueue,
  whole,
} from '../../test/badge-buyers.ts'
import { type OpenEventStream, openEventStream } from '../../test/event-stream.ts'
import { form } from '../../test/forms.ts'
import { signedInMember } from '../../test/members.ts'
import { newAccount, signIn, signInMessage } from '../../test/sign-in.ts'

const DREAMER = 2 // 5 Whoom
const GAMER = 4 // 5 Whoom
const FOODIE = 6 // 3 Whoom

describe('badges bought with a signature, the server paying the gas', () => {
  const t = useTestApp()
  let base = ''
  const streams: OpenEventStream[] = []

  // The app's own worker is stopped: each test sends the queue when it chooses, so that it sees
  // the purchase pending first.
  beforeAll(async () => {
    await t.worker.stop()
    base = await t.app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(async () => {
    await Promise.all(streams.map((stream) => stream.close()))
  })

  const sendQueue = () => sendChainQueue(t)
  const rpc = (method: string, params: unknown[]) =>
    t.chain.publicClient.request({ method: method as never, params: params as never })
  const onChain = (wallet: Address) => onChainWhoom(t, wallet)

  let buyers = 0
  /**
   * A signed-in member with `whoom` on chain and no ETH at all (its sign-in faucet taken back):
   * `signer` signs for it, itself or the owner key of a smart-contract wallet.
   */
  async function buyer(
    whoom: number,
    {
      signer = newAccount(),
      wallet,
      wrap = (signature) => signature,
    }: { signer?: PrivateKeyAccount; wallet?: Address; wrap?: (signature: Hex) => Hex } = {},
  ) {
    const address = wallet ?? signer.address
    const cookie = wallet
      ? await signInAsWallet(t.app, wallet, async (message) =>
          wrap(await signer.signMessage({ message })),
        )
      : await signIn(t.app, signer)
    // A member: a wallet that never joined shows nobody's badges.
    const joined = await t.app.inject({
      method: 'POST',
      url: '/v0/profile/register',
      headers: { cookie },
      payload: form({ wallet_addr: address, user_name: `Buyer ${++buyers}` }),
    })
    expect(joined.statusCode, joined.body).toBe(200)
    await sendQueue()
    await rpc('anvil_setBalance', [address, '0x0'])
    if (whoom > 0) await mintWhoom(t, address, whoom)
    const member = signedInMember(t.app, { ...signer, address } as LocalAccount, 'Buyer', cookie)
    const permit = async (badgeId: number) => {
      const res = await member.get(`/v0/badge/permit?walletAddr=${address}&badgeId=${badgeId}`)
      expect(res.statusCode, res.body).toBe(200)
      return res.json().data as TypedDataDefinition & {
        message: { owner: string; spender: string; value: string; nonce: string; deadline: string }
      }
    }
    /** Signs the typed data the server answered, exactly as served (what a wallet is handed). */
    const sign = (typedData: Awaited<ReturnType<typeof permit>>, by: PrivateKeyAccount = signer) =>
      by.signTypedData(typedData)
    const buy = (body: { badgeId: number; deadline: number; signature: Hex; price?: number }) =>
      member.post('/v0/badge/purchase-signed', { walletAddr: address, ...body })
    const pending = async () =>
      (await member.get(`/v0/badge/user/list/pending?walletAddr=${address}`)).json().data
    const owned = async () =>
      (await member.get(`/v0/badge/user/list/have?walletAddr=${address}`)).json().data
    return { ...member, address, signer, permit, sign, buy, pending, owned }
  }

  const jobCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('chain_jobs')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )
  const signerNonce = () =>
    t.chain.publicClient.getTransactionCount({ address: t.chain.account.address })

  it('answers the permit to sign, queues the signed purchase, and grants the badge once sent', async () => {
    const alice = await buyer(29)
    const typedData = await alice.permit(DREAMER)
    const now = Math.floor(Date.now() / 1000)
    expect(typedData).toEqual({
      domain: {
        name: 'Whoom',
        version: '1',
        chainId: 31337,
        verifyingContract: t.chain.contracts.main,
      },
      types: {
        EIP712Domain: [...PERMIT_DOMAIN_FIELDS],
        Permit: [...PERMIT_TYPES.Permit],
      },
      primaryType: 'Permit',
      message: {
        owner: alice.address,
        spender: t.chain.contracts.badge,
        value: '5000000000000000000',
        nonce: '0',
        deadline: expect.stringMatching(/^\d+$/),
      },
    })
    const deadline = Number(typedData.message.deadline)
    expect(deadline).toBeGreaterThanOrEqual(now + 5 * 60)
    expect(deadline).toBeLessThanOrEqual(now + 15 * 60 + 5)

    const signature = await alice.sign(typedData)
    const nonceBefore = await signerNonce()
    const res = await alice.buy({ badgeId: DREAMER, deadline, signature, price: 5 })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ data: { badgeId: DREAMER, status: 'pending' } })

    // Answered at once: pending, nothing sent yet.
    expect(await alice.pending()).toEqual([{ badgeId: DREAMER, badgeName: 'Dreamer' }])
    expect(await alice.owned()).toEqual([])
    expect(await onChain(alice.address)).toBe(whole(29))
    expect(await signerNonce()).toBe(nonceBefore)

    const stream = await openEventStream(base, { cookie: alice.cookie })
    streams.push(stream)
    await stream.next('unread')
    await sendQueue()

    // Sent by the server's signer: the member paid the price and no gas (no ETH at all).
    const told = await stream.next('notification')
    expect(told.data).toMatchObject({
      WhoomHistoryTypeName: 'badge_purchased',
      WhoomHistoryInformation: 'Dreamer',
      Value: -5,
    })
    expect(await alice.owned()).toEqual([{ badgeId: DREAMER, badgeName: 'Dreamer', status: false }])
    expect(await alice.pending()).toEqual([])
    expect(await onChain(alice.address)).toBe(whole(24))
    expect(await t.chain.publicClient.getBalance({ address: alice.address })).toBe(0n)
    expect(await signerNonce()).toBe(nonceBefore + 1)

    // The transaction counts as the payment, used: it grants nothing again by the other route.
    const [paid] = await t.db
      .selectFrom('badge_purchases')
      .selectAll()
      .where('wallet_addr', '=', alice.address)
      .execute()
    expect(paid).toMatchObject({ badge_id: DREAMER, price: 5 })
    const job = await t.db
      .selectFrom('chain_jobs')
      .selectAll()
      .where('kind', '=', 'badge_purchase')
      .where('wallet_addr', '=', alice.address)
      .executeTakeFirstOrThrow()
    expect(job).toMatchObject({ status: 'confirmed', tx_hash: paid?.tx_hash })
    const reused = await alice.post('/v0/badge/purchase', {
      walletAddr: alice.address,
      badgeId: DREAMER,
      transaction: paid?.tx_hash,
    })
    expect(reused.statusCode).toBe(409)

    // The same signature twice: refused in words, nothing queued.
    const jobs = await jobCount()
    const again = await alice.buy({ badgeId: GAMER, deadline, signature })
    expect(again.statusCode).toBe(409)
    expect(again.json().error).toBe(
      'signature: this signature was already used; ask for a new one and sign the purchase again',
    )
    expect(await jobCount()).toBe(jobs)

    // The export holds it.
    const exported = (await alice.get(`/v0/account/export?walletAddr=${alice.address}`)).json().data
    expect(exported.SignedBadgePurchases).toEqual([
      {
        BadgeId: DREAMER,
        Price: 5,
        Status: 'confirmed',
        TxHash: paid?.tx_hash,
        CreatedAt: expect.any(String),
      },
    ])
  })

  it('refuses, in words and with nothing queued, what cannot be bought', async () => {
    const bob = await buyer(10)
    const mallory = await buyer(10)
    const poor = await buyer(4)
    const jobs = await jobCount()
    const permit = await bob.permit(DREAMER)
    const deadline = Number(permit.message.deadline)
    const refused = async (
      res: Awaited<ReturnType<typeof bob.buy>>,
      status: number,
      error: string | RegExp,
    ) => {
      expect(res.statusCode, res.body).toBe(status)
      expect(res.json().error).toMatch(error)
      expect(await jobCount()).toBe(jobs)
      expect(await bob.pending()).toEqual([])
    }

    // Another wallet's signature of Bob's permit.
    await refused(
      await bob.buy({
        badgeId: DREAMER,
        deadline,
        signature: await bob.sign(permit, mallory.signer),
      }),
      400,
      "signature: it is not this wallet's signature of the purchase of Dreamer for 5 Whoom; ask for a new one and sign the purchase again",
    )
    // Bob's own signature, of another badge's price (Foodie costs 3).
    await refused(
      await bob.buy({ badgeId: FOODIE, deadline, signature: await bob.sign(permit) }),
      400,
      /^signature: it is not this wallet's signature of the purchase of Foodie for 3 Whoom/,
    )
    // Expired.
    const past = Math.floor(Date.now() / 1000) - 10
    await refused(
      await bob.buy({
        badgeId: DREAMER,
        deadline: past,
        signature: await bob.sign({
          ...permit,
          message: { ...permit.message, deadline: String(past) },
        }),
      }),
      400,
      'deadline: the signature has expired; ask for a new one and sign the purchase again',
    )
    // Far ahead: a permit is for a purchase now.
    await refused(
      await bob.buy({
        badgeId: DREAMER,
        deadline: deadline + 7200,
        signature: await bob.sign(permit),
      }),
      400,
      'deadline: must be within an hour',
    )
    // The price changed after the permit was handed out: with the price signed, in those words;
    // without it, the signature does not match the new price.
    await t.db.updateTable('badges').set({ price: 6 }).where('id', '=', DREAMER).execute()
    try {
      const signature = await bob.sign(permit)
      await refused(
        await bob.buy({ badgeId: DREAMER, deadline, signature, price: 5 }),
        409,
        'price: the badge now costs 6 Whoom, not 5; ask for a new one and sign the purchase again',
      )
      await refused(
        await bob.buy({ badgeId: DREAMER, deadline, signature }),
        400,
        /^signature: it is not this wallet's signature of the purchase of Dreamer for 6 Whoom/,
      )
    } finally {
      await t.db.updateTable('badges').set({ price: 5 }).where('id', '=', DREAMER).execute()
    }
    // Too little Whoom.
    const poorPermit = await poor.permit(DREAMER)
    const res = await poor.buy({
      badgeId: DREAMER,
      deadline: Number(poorPermit.message.deadline),
      signature: await poor.sign(poorPermit),
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toBe(
      'insufficient on-chain Whoom: the badge costs 5 Whoom and your wallet holds 4',
    )
    // For another wallet: the session's only.
    const forged = await mallory.post('/v0/badge/purchase-signed', {
      walletAddr: bob.address,
      badgeId: DREAMER,
      deadline,
      signature: await bob.sign(permit),
    })
    expect(forged.statusCode).toBe(403)
    expect(
      (await mallory.get(`/v0/badge/permit?walletAddr=${bob.address}&badgeId=${DREAMER}`))
        .statusCode,
    ).toBe(403)
    expect(await jobCount()).toBe(jobs)

    // And the good one still goes through.
    const next = await bob.permit(GAMER)
    const ok = await bob.buy({ badgeId: DREAMER, deadline, signature: await bob.sign(permit) })
    expect(ok.statusCode, ok.body).toBe(200)
    // One on its way at a time: another permit now would share its nonce. None is handed out,
    // and one handed out before is refused.
    const asked = await bob.get(`/v0/badge/permit?walletAddr=${bob.address}&badgeId=${GAMER}`)
    expect(asked.statusCode).toBe(409)
    expect(asked.json().error).toBe(
      'a badge purchase of yours is on its way; wait until it is done',
    )
    const second = await bob.buy({
      badgeId: GAMER,
      deadline: Number(next.message.deadline),
      signature: await bob.sign(next),
    })
    expect(second.statusCode).toBe(409)
    expect(second.json().error).toBe(
      'a badge purchase of yours is on its way; wait until it is done',
    )
    expect(await jobCount()).toBe(jobs + 1)
    expect(await bob.pending()).toEqual([{ badgeId: DREAMER, badgeName: 'Dreamer' }])
    await sendQueue()
    expect(await bob.owned()).toEqual([{ badgeId: DREAMER, badgeName: 'Dreamer', status: false }])
    expect(await onChain(bob.address)).toBe(whole(5))
  })

  it('queues one of two signed purchases of a wallet sent at once', async () => {
    const gina = await buyer(10)
    const [dreamer, gamer] = [await gina.permit(DREAMER), await gina.permit(GAMER)]
    const jobs = await jobCount()
    const answers = await Promise.all([
      gina.buy({
        badgeId: DREAMER,
        deadline: Number(dreamer.message.deadline),
        signature: await gina.sign(dreamer),
      }),
      gina.buy({
        badgeId: GAMER,
        deadline: Number(gamer.message.deadline),
        signature: await gina.sign(gamer),
      }),
    ])
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409])
    expect(await jobCount()).toBe(jobs + 1)
    await sendQueue()
    expect(await gina.owned()).toHaveLength(1)
    expect(await onChain(gina.address)).toBe(whole(5))
  })

  it('fails the purchase unsent when the Whoom are gone before it is sent, and says so', async () => {
    const carol = await buyer(5)
    const dave = await buyer(5)
    const permit = await carol.permit(DREAMER)
    const res = await carol.buy({
      badgeId: DREAMER,
      deadline: Number(permit.message.deadline),
      signature: await carol.sign(permit),
    })
    expect(res.statusCode, res.body).toBe(200)
    // Meanwhile Carol spends her Whoom elsewhere (from a wallet with gas for it).
    await rpc('anvil_setBalance', [carol.address, toHex(10n ** 18n)])
    const wallet = createWalletClient({
      account: carol.signer,
      chain: t.chain.chain,
      transport: http(t.chain.rpcUrl),
    })
    await t.chain.publicClient.waitForTransactionReceipt({
      hash: await wallet.writeContract({
        address: t.chain.contracts.main,
        abi: whoomAbi,
        functionName: 'transfer',
        args: [t.chain.account.address, whole(5)],
      }),
    })
    // A job queued behind it still goes: the failed purchase does not hold the queue.
    const davePermit = await dave.permit(FOODIE)
    const nonceBefore = await signerNonce()
    expect(
      (
        await dave.buy({
          badgeId: FOODIE,
          deadline: Number(davePermit.message.deadline),
          signature: await dave.sign(davePermit),
        })
      ).statusCode,
    ).toBe(200)

    const stream = await openEventStream(base, { cookie: carol.cookie })
    streams.push(stream)
    await stream.next('unread')
    await sendQueue()

    const told = await stream.next('notification')
    expect(told.data).toMatchObject({
      WhoomHistoryTypeName: 'badge_purchase_failed',
      WhoomHistoryInformation: 'Dreamer',
      Value: 0,
    })
    expect(await carol.pending()).toEqual([])
    expect(await carol.owned()).toEqual([])
    const failed = await t.db
      .selectFrom('chain_jobs')
      .selectAll()
      .where('kind', '=', 'badge_purchase')
      .where('wallet_addr', '=', carol.address)
      .executeTakeFirstOrThrow()
    expect(failed).toMatchObject({ status: 'failed', tx_hash: null })
    expect(failed.last_error).toMatch(/^refused: /)
    // Only Dave's purchase was sent.
    expect(await signerNonce()).toBe(nonceBefore + 1)
    expect(await dave.owned()).toEqual([{ badgeId: FOODIE, badgeName: 'Foodie', status: false }])
  })

  describe('from a smart-contract wallet', () => {
    let factory: Awaited<ReturnType<typeof deploySmartWalletFactory>>
    beforeAll(async () => {
      const deployer = createWalletClient({
        account: privateKeyToAccount(DEV_PRIVATE_KEYS[6]),
        chain: t.chain.chain,
        transport: http(t.chain.rpcUrl),
      })
      factory = await deploySmartWalletFactory(deployer, t.chain.publicClient)
    })

    it('takes a deployed wallet’s ERC-1271 signature', async () => {
      const owner = newAccount()
      const wallet = await factory.deploy(owner.address, keccak256(toHex('deployed')))
      const erin = await buyer(5, { signer: owner, wallet })
      const permit = await erin.permit(DREAMER)
      expect(permit.message.owner).toBe(wallet)
      // Someone else's key does not sign for the wallet.
      const stranger = await erin.buy({
        badgeId: DREAMER,
        deadline: Number(permit.message.deadline),
        signature: await erin.sign(permit, newAccount()),
      })
      expect(stranger.statusCode).toBe(400)
      const res = await erin.buy({
        badgeId: DREAMER,
        deadline: Number(permit.message.deadline),
        signature: await erin.sign(permit),
      })
      expect(res.statusCode, res.body).toBe(200)
      await sendQueue()
      expect(await erin.owned()).toEqual([
        { badgeId: DREAMER, badgeName: 'Dreamer', status: false },
      ])
      expect(await onChain(wallet)).toBe(0n)
    })

    it('takes a not-yet-deployed wallet’s ERC-6492 signature, and deploys it', async () => {
      const owner = newAccount()
      const salt = keccak256(toHex('counterfactual'))
      const wallet = factory.addressOf(owner.address, salt)
      const wrap = (signature: Hex) =>
        serializeErc6492Signature({
          address: factory.address,
          data: factory.deployCall(owner.address, salt),
          signature,
        })
      const fay = await buyer(3, { signer: owner, wallet, wrap })
      expect(await t.chain.publicClient.getCode({ address: wallet })).toBeUndefined()
      const permit = await fay.permit(FOODIE)
      const signature = wrap(await fay.sign(permit))
      const res = await fay.buy({
        badgeId: FOODIE,
        deadline: Number(permit.message.deadline),
        signature,
      })
      expect(res.statusCode, res.body).toBe(200)
      await sendQueue()
      expect(await fay.owned()).toEqual([{ badgeId: FOODIE, badgeName: 'Foodie', status: false }])
      expect((await t.chain.publicClient.getCode({ address: wallet }))?.length).toBeGreaterThan(2)
    })
  })
})

/** Signs in as a smart-contract wallet, its owner signing (ERC-1271; ERC-6492 before it is deployed). */
async function signInAsWallet(
  app: FastifyInstance,
  wallet: Address,
  sign: (message: string) => Promise<Hex>,
) {
  const message = await signInMessage(app, wallet)
  const res = await app.inject({
    method: 'POST',
    url: '/v0/auth/verify',
    payload: { message, signature: await sign(message) },
  })
  if (res.statusCode === 200) return sessionCookie(res)
  throw new Error(`sign-in failed: ${res.body}`)
}

function sessionCookie(res: { cookies: { name: string; value: string }[] }) {
  const cookie = res.cookies.find((c) => c.name === 'memap_session')
  if (!cookie) throw new Error('sign-in set no session cookie')
  return `memap_session=${cookie.value}`
}
