import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { PENDING_BADGES_KEY } from '../features/badges/api/badges.ts'
import { POINT_HISTORY_KEY } from '../features/rewards/api/point-history.ts'
import { ON_CHAIN_BALANCE_KEY } from '../shared/api/on-chain-balance.ts'
import { OWNED_BADGES_KEY } from '../shared/api/owned-badges.ts'
import { applyNotification, CHANGED_BY, setLiveValue } from './live-updates.ts'

describe('a live value', () => {
  it('stays when a fetch that started before the change answers after it', async () => {
    const queryClient = new QueryClient()
    const queryKey = ['point-balance', '0xA']
    let answerStaleFetch: (value: number) => void = () => {}
    const staleFetch = queryClient.fetchQuery({
      queryKey,
      queryFn: () => new Promise<number>((resolve) => (answerStaleFetch = resolve)),
    })
    await setLiveValue(queryClient, queryKey, 35)
    answerStaleFetch(30)
    await staleFetch.catch(() => undefined)
    expect(queryClient.getQueryData(queryKey)).toBe(35)
  })

  it('is set when nothing is fetching', async () => {
    const queryClient = new QueryClient()
    await setLiveValue(queryClient, ['unread-count', '0xA'], 2)
    expect(queryClient.getQueryData(['unread-count', '0xA'])).toBe(2)
  })
})

describe('what a notification refreshes', () => {
  it('names the badge queries by their own keys', () => {
    expect(CHANGED_BY.badge_purchased).toEqual([
      OWNED_BADGES_KEY,
      PENDING_BADGES_KEY,
      ON_CHAIN_BALANCE_KEY,
    ])
    expect(CHANGED_BY.badge_purchase_failed).toEqual([PENDING_BADGES_KEY, ON_CHAIN_BALANCE_KEY])
    expect(CHANGED_BY.badge_payment_refunded).toEqual([ON_CHAIN_BALANCE_KEY])
    expect(CHANGED_BY.withdrawal_paid).toEqual([ON_CHAIN_BALANCE_KEY])
  })

  it('reads the Whoom history and the wallet again when a withdrawal is paid', () => {
    const queryClient = new QueryClient()
    const member = '0x00000000000000000000000000000000000000a1'
    const history = [POINT_HISTORY_KEY, member]
    const wallet = [ON_CHAIN_BALANCE_KEY, member]
    const album = ['album', member]
    for (const queryKey of [history, wallet, album]) queryClient.setQueryData(queryKey, 'before')
    applyNotification(queryClient, member, {
      NotificationId: 9,
      WhoomHistoryTypeName: 'withdrawal_paid',
      WhoomHistoryInformation: `0x${'ab'.repeat(32)}`,
      Value: 95,
      WalletAddr: member,
      TargetWalletAddr: member,
      CreateAt: '2026-11-28T12:00:00.000Z',
      SelectStatus: false,
      Answer: null,
    })
    const stale = (queryKey: string[]) => queryClient.getQueryState(queryKey)?.isInvalidated
    expect([stale(history), stale(wallet), stale(album)]).toEqual([true, true, false])
  })
})
