import { DEV_PRIVATE_KEYS } from '@memap/contracts/dev-accounts'
import { keccak256, parseGwei } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { useTestDatabase } from '../../test/database.ts'
import { testWallet } from '../../test/wallets.ts'
import { migrateToLatest } from '../migrate.ts'

describe('migrations 2026-11-28T0200 and T0300: jobs the one-at-a-time worker left, and withdrawals', () => {
  const t = useTestDatabase({ migrate: false })

  it('makes a signed job a transaction of its own, and a withdrawal of each withdraw posting', async () => {
    await migrateToLatest(t.db, '2026-11-28T0100-public-read-indexes')
    const signer = privateKeyToAccount(DEV_PRIVATE_KEYS[0])
    const raw = await signer.signTransaction({
      type: 'eip1559',
      chainId: foundry.id,
      nonce: 7,
      to: testWallet(9),
      data: '0x1234',
      gas: 120_000n,
      maxFeePerGas: parseGwei('3'),
      maxPriorityFeePerGas: parseGwei('1'),
    })
    const at = '2026-11-27T12:00:00.000Z'
    const job = (key: string, status: string, extra: object = {}) => ({
      kind: 'mint_whoom',
      wallet_addr: testWallet(1),
      amount: '29000000000000000000',
      idempotency_key: key,
      status,
      attempts: 0,
      created_at: at,
      updated_at: at,
      ...extra,
    })
    await t.db
      .insertInto('chain_jobs')
      .values([
        job('withdraw:paid', 'confirmed', { nonce: 6, tx_hash: `0x${'ab'.repeat(32)}` }),
        job('withdraw:sent', 'signed', { nonce: 7, raw_tx: raw, tx_hash: keccak256(raw) }),
      ])
      .execute()
    const posting = (key: string, amount: number) => ({
      wallet_addr: testWallet(1),
      type: 'withdraw' as const,
      amount,
      idempotency_key: key,
      created_at: at,
    })
    await t.db
      .insertInto('point_ledger')
      .values([posting('withdraw:paid', -30), posting('withdraw:sent', -12)])
      .execute()

    await migrateToLatest(t.db)

    const txs = await t.db.selectFrom('chain_txs').selectAll().execute()
    expect(txs).toEqual([
      expect.objectContaining({
        sender: signer.address,
        nonce: 7,
        to_addr: testWallet(9),
        data: '0x1234',
        gas: '120000',
        status: 'pending',
      }),
    ])
    const attempts = await t.db.selectFrom('chain_tx_attempts').selectAll().execute()
    expect(attempts).toEqual([
      expect.objectContaining({ hash: keccak256(raw), tx_id: txs[0]?.id, raw_tx: raw }),
    ])
    const sent = await t.db
      .selectFrom('chain_jobs')
      .select('tx_id')
      .where('idempotency_key', '=', 'withdraw:sent')
      .executeTakeFirstOrThrow()
    expect(sent.tx_id).toBe(txs[0]?.id)

    const withdrawals = await t.db
      .selectFrom('withdrawals')
      .select(['job_key', 'amount', 'fee', 'status', 'tx_hash'])
      .orderBy('id')
      .execute()
    expect(withdrawals).toEqual([
      {
        job_key: 'withdraw:paid',
        amount: 30,
        fee: 1,
        status: 'paid',
        tx_hash: `0x${'ab'.repeat(32)}`,
      },
      { job_key: 'withdraw:sent', amount: 12, fee: 1, status: 'pending', tx_hash: null },
    ])
  })
})
