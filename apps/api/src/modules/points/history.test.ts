import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../test/app.ts'
import { ledger } from '../../test/ledger.ts'
import { newAccount, signIn } from '../../test/sign-in.ts'

describe('GET /v0/point/history/list and /v0/notification/list', () => {
  const t = useTestApp()

  it('pages 20 at a time, newest first, and ends with an empty page', async () => {
    const account = newAccount()
    const cookie = await signIn(t.app, account)
    for (let i = 1; i <= 25; i++) {
      await ledger.post(
        t.db,
        {
          walletAddr: account.address,
          type: 'emotion_posting',
          amount: i,
          idempotencyKey: `p:${i}`,
        },
        new Date(),
      )
    }
    for (const list of ['/v0/point/history/list', '/v0/notification/list']) {
      const page = async (index: number) =>
        (
          await t.app.inject({
            url: `${list}?walletAddr=${account.address}&index=${index}`,
            headers: { cookie },
          })
        ).json().data
      const first = await page(0)
      expect(first.History).toHaveLength(20)
      expect(first.History[0]).toMatchObject({ WhoomHistoryTypeName: 'emotion_posting', Value: 25 })
      const second = await page(first.Index)
      expect(second.History.map((entry: { Value: number }) => entry.Value)).toEqual([5, 4, 3, 2, 1])
      const third = await page(second.Index)
      expect(third.History).toEqual([])
    }
    const note = (
      await t.app.inject({
        url: `/v0/notification/list?walletAddr=${account.address}&index=0`,
        headers: { cookie },
      })
    ).json().data.History[0]
    expect(note).toMatchObject({ SelectStatus: false, Value: 25, WhoomHistoryInformation: '' })
    expect(new Date(note.CreateAt).toISOString()).toBe(note.CreateAt)
  })
})
