import { whoomAbi } from '@memap/contracts/generated/Whoom'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../test/app.ts'
import { form } from '../../test/forms.ts'
import { ledger } from '../../test/ledger.ts'
import { newAccount, signIn } from '../../test/sign-in.ts'

describe('POST /v0/withdraw', () => {
  const t = useTestApp()

  async function memberWith(whoom: number) {
    const account = newAccount()
    const cookie = await signIn(t.app, account)
    if (whoom > 0) {
      await ledger.post(
        t.db,
        {
          walletAddr: account.address,
          type: 'mint_nft',
          amount: whoom,
          idempotencyKey: `seed:${account.address}`,
        },
        new Date(),
      )
    }
    const withdraw = (amount?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v0/withdraw',
        headers: { cookie },
        payload: form({ walletAddr: account.address, ...(amount ? { amount } : {}) }),
      })
    const history = async () =>
      (
        await t.app.inject({
          url: `/v0/point/history/list?walletAddr=${account.address}&index=0`,
          headers: { cookie },
        })
      ).json().data.History
    const news = async () =>
      (
        await t.app.inject({
          url: `/v0/notification/list?walletAddr=${account.address}&index=0`,
          headers: { cookie },
        })
      ).json().data.History
    return { account, withdraw, history, news }
  }

  const onChain = (wallet: `0x${string}`) =>
    t.chain.publicClient.readContract({
      address: t.chain.contracts.main,
      abi: whoomAbi,
      functionName: 'balanceOf',
      args: [wallet],
    })

  it('debits the whole balance and mints it, less the fee, to the wallet', async () => {
    const { account, withdraw } = await memberWith(30)
    const res = await withdraw()
    expect(res.statusCode, res.body).toBe(200)
    const hash = res.json().data
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await ledger.balanceOf(t.db, account.address)).toBe(0)
    await t.worker.drain()
    const receipt = await t.chain.publicClient.getTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(await onChain(account.address)).toBe(29n * 10n ** 18n)

    const balance = await t.app.inject({
      url: `/v0/erc20/${t.chain.contracts.main.toLowerCase()}/balanceOf?account=${account.address}`,
    })
    expect(balance.json()).toEqual({ data: { balance: '29000000000000000000' } })

    const history = await t.db
      .selectFrom('point_ledger')
      .select(['type', 'amount'])
      .where('wallet_addr', '=', account.address)
      .orderBy('id')
      .execute()
    expect(history).toEqual([
      { type: 'mint_nft', amount: 30 },
      { type: 'withdraw', amount: -30 },
    ])
  })

  it('withdraws an amount: the wallet receives it, the fee is debited besides', async () => {
    const { account, withdraw, history, news } = await memberWith(96)
    const res = await withdraw('5')
    expect(res.statusCode, res.body).toBe(200)
    expect(await ledger.balanceOf(t.db, account.address)).toBe(90)
    // Pending until the mint is final, then paid by the transaction the job ends in.
    const [pending] = await history()
    expect(pending).toMatchObject({
      WhoomHistoryTypeName: 'withdraw',
      Value: -6,
      Withdrawal: { Received: 5, Fee: 1 },
    })
    await t.worker.drain()
    expect(await onChain(account.address)).toBe(5n * 10n ** 18n)
    const job = await t.db
      .selectFrom('chain_jobs')
      .select('tx_hash')
      .where('wallet_addr', '=', account.address)
      .where('kind', '=', 'mint_whoom')
      .executeTakeFirstOrThrow()
    const [paid] = await history()
    expect(paid.Withdrawal).toEqual({ Status: 'paid', Received: 5, Fee: 1, TxHash: job.tx_hash })
    expect((await news())[0]).toMatchObject({
      WhoomHistoryTypeName: 'withdrawal_paid',
      Value: 5,
      WhoomHistoryInformation: job.tx_hash,
    })
  })

  it('refuses an amount the balance cannot cover with the fee, or not a whole number', async () => {
    const { account, withdraw } = await memberWith(10)
    for (const [amount, error] of [
      ['10', /^amount: at most 9 Whoom/],
      ['0', /^amount: /],
      ['-3', /^amount: /],
      ['2.5', /^amount: /],
    ] as const) {
      const res = await withdraw(amount)
      expect(res.statusCode, amount).toBe(400)
      expect(res.json().error).toMatch(error)
    }
    expect(await ledger.balanceOf(t.db, account.address)).toBe(10)
  })

  it('refuses when the balance is 1 or less, and changes nothing', async () => {
    for (const whoom of [0, 1]) {
      const { account, withdraw } = await memberWith(whoom)
      const res = await withdraw()
      expect(res.statusCode).toBe(400)
      expect(res.json().error).toMatch(/nothing to withdraw/)
      expect(await ledger.balanceOf(t.db, account.address)).toBe(whoom)
    }
  })

  it('pays once when the same withdrawal arrives twice at once', async () => {
    const { account, withdraw } = await memberWith(12)
    const answers = await Promise.all([withdraw(), withdraw()])
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400])
    await t.worker.drain()
    expect(await onChain(account.address)).toBe(11n * 10n ** 18n)
    expect(await ledger.balanceOf(t.db, account.address)).toBe(0)
  })

  it('answers a hundred withdrawals at once, each with its hash, and pays each once', async () => {
    const members = await Promise.all(Array.from({ length: 100 }, () => memberWith(30)))
    const answers = await Promise.all(members.map(({ withdraw }) => withdraw()))
    expect(answers.map((res) => res.statusCode)).toEqual(answers.map(() => 200))
    const hashes = answers.map((res) => res.json().data as string)
    for (const hash of hashes) expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    // Batched: far fewer transactions than withdrawals.
    expect(new Set(hashes).size).toBeLessThan(50)
    await t.worker.drain()
    for (const { account } of members.slice(0, 10)) {
      expect(await onChain(account.address)).toBe(29n * 10n ** 18n)
      expect(await ledger.balanceOf(t.db, account.address)).toBe(0)
    }
    // The hash each member was given is the transaction that paid them.
    const paid = await t.db
      .selectFrom('chain_jobs')
      .select(['wallet_addr', 'tx_hash', 'status'])
      .where('kind', '=', 'mint_whoom')
      .execute()
    for (const [i, { account }] of members.entries()) {
      expect(paid.find((job) => job.wallet_addr === account.address)).toEqual({
        wallet_addr: account.address,
        tx_hash: hashes[i],
        status: 'confirmed',
      })
    }
  })

  it('reads balances of the Whoom token only', async () => {
    const other = newAccount().address
    const res = await t.app.inject({ url: `/v0/erc20/${other}/balanceOf?account=${other}` })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toMatch(/^tokenContract: /)
  })
})
