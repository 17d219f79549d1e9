import type { WithdrawalDetails } from '@memap/shared/points'
import { describe, expect, test } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { sessionStore } from '../../shared/lib/session-store.ts'
import { MEMBER } from '../../test/fixtures.ts'
import { renderInApp } from '../../test/render-in-app.tsx'
import { answer, holdAnswer, refusal, type StubRoute, stubApi } from '../../test/stub-api.ts'
import type { PointHistoryEntry, PointHistoryPage } from './api/point-history.ts'
import { RewardHistoryScreen } from './reward-history-screen.tsx'

// /myreward's history, an infinite list (PRODUCT.md §9): the first page, the next one when the
// end of the list shows, the end, the empty list, a page that failed and its retry; a
// withdrawal's entry, pending then paid; the withdrawal of an amount (PRODUCT.md §2, §12).

const entries = (
  count: number,
  type: PointHistoryEntry['WhoomHistoryTypeName'],
  value: number,
): PointHistoryEntry[] =>
  Array.from({ length: count }, (_, position) => ({
    WhoomHistoryTypeName: type,
    Value: value,
    CreateAt: new Date(Date.UTC(2026, 10, 20, 12, 0) - position * 60_000).toISOString(),
    Withdrawal: null,
  }))

/** The pages the server holds, by the index asked for (0 for the first). */
function historyPages(pages: Record<number, PointHistoryPage | StubRoute>): StubRoute {
  return (request) => {
    const page = pages[Number(request.query.get('index'))]
    if (page === undefined)
      return refusal(400, 'index: unknown page', 'invalid_field', { field: 'index' })
    if (typeof page === 'function') return page(request)
    return 'History' in page ? answer(page) : page
  }
}

const END: PointHistoryPage = { History: [], Index: 0 }
const history = () => page.getByRole('list', { name: 'Whoom history' })
const items = () => history().getByRole('listitem')
const sentinel = () => document.querySelector('.load-more') as HTMLElement

async function renderHistory(
  pages: Record<number, PointHistoryPage | StubRoute>,
  more: Record<string, StubRoute> = {},
) {
  const api = stubApi({
    'GET /point/check-user': answer({ Value: 42 }),
    'GET /point/history/list': historyPages(pages),
    ...more,
  })
  sessionStore.setState({ address: MEMBER })
  await renderInApp(<RewardHistoryScreen onUnlink={async () => {}} />, { route: '/myreward' })
  const indexes = () =>
    api.requestsTo('GET /point/history/list').map(({ query }) => Number(query.get('index')))
  return { indexes, api }
}

describe('the reward history', () => {
  test('shows the first page; the next loads when the end of the list scrolls into view', async () => {
    const { indexes } = await renderHistory({
      0: { History: entries(20, 'emotion_posting', 5), Index: 120 },
      120: { History: entries(3, 'album_like_receive', 1), Index: 97 },
      97: END,
    })
    await expect.poll(() => items().elements().length).toBe(20)
    // The time in the browser's zone and the member's language (PRODUCT.md §9).
    const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date('2026-11-20T12:00:00.000Z'),
    )
    await expect.element(items().first()).toHaveTextContent(`Emotion posted+5 Whoom${when}`)
    // Twenty entries fill more than the screen: the end of the list is out of sight.
    expect(indexes()).toEqual([0])

    sentinel().scrollIntoView()
    await expect.poll(() => items().elements().length).toBe(23)
    await expect.element(items().last()).toHaveTextContent('Like received')
    expect(indexes()).toEqual([0, 120])

    sentinel().scrollIntoView()
    await expect.element(page.getByText('No more history.')).toBeVisible()
    expect(indexes()).toEqual([0, 120, 97])
    expect(items().elements()).toHaveLength(23)
  })

  test('a first page too short to fill the screen is followed at once, up to the end', async () => {
    const { indexes } = await renderHistory({
      0: { History: entries(2, 'mint_nft', 30), Index: 8 },
      8: { History: entries(1, 'withdraw', -30), Index: 5 },
      5: END,
    })
    await expect.element(page.getByText('No more history.')).toBeVisible()
    await expect.element(items().last()).toHaveTextContent('Withdrawn to your wallet-30 Whoom')
    expect(indexes()).toEqual([0, 8, 5])
  })

  test('says "Loading more…" while the next page is on its way', async () => {
    const next = holdAnswer()
    await renderHistory({
      0: { History: entries(1, 'mint_nft', 30), Index: 8 },
      8: next.route,
      5: END,
    })
    await expect.element(page.getByRole('status')).toHaveTextContent('Loading more…')
    next.give(answer({ History: entries(1, 'withdraw', -30), Index: 5 }))
    await expect.element(page.getByText('No more history.')).toBeVisible()
  })

  test('an empty history says so, with no end-of-list line', async () => {
    const { indexes } = await renderHistory({ 0: END })
    await expect.element(page.getByText('No Whoom history yet.')).toBeVisible()
    await expect.element(page.getByText('No more history.')).not.toBeInTheDocument()
    expect(indexes()).toEqual([0])
  })

  test('a next page that failed says so; Try again loads it', async () => {
    let failures = 0
    const { indexes } = await renderHistory({
      0: { History: entries(1, 'mint_nft', 30), Index: 8 },
      8: () => {
        failures += 1
        return failures === 1
          ? refusal(500, 'internal error', 'internal_error')
          : answer({ History: entries(1, 'withdraw', -30), Index: 5 })
      },
      5: END,
    })
    const alert = page.getByRole('alert')
    await expect.element(alert).toHaveTextContent('Could not load more. Try again')
    // The entries loaded stay.
    expect(items().elements()).toHaveLength(1)
    await alert.getByRole('button', { name: 'Try again' }).click()
    await expect.element(page.getByText('No more history.')).toBeVisible()
    expect(items().elements()).toHaveLength(2)
    expect(indexes()).toEqual([0, 8, 8, 5])
  })
})

/** A withdrawal's entry: 95 Whoom to the wallet and the 1 Whoom fee, pending or paid. */
const withdrawal = (details: Partial<WithdrawalDetails> = {}): PointHistoryEntry => ({
  WhoomHistoryTypeName: 'withdraw',
  Value: -96,
  CreateAt: '2026-11-20T12:00:00.000Z',
  Withdrawal: { Status: 'pending', Received: 95, Fee: 1, TxHash: '', ...details },
})

describe("a withdrawal's entry", () => {
  test('says what reached the wallet, the fee, and that it is pending', async () => {
    await renderHistory({ 0: { History: [withdrawal()], Index: 3 }, 3: END })
    await expect
      .element(items().first())
      .toHaveTextContent(/^Withdrawn to your wallet-96 Whoom95 to your wallet · fee 1Pending/)
    await expect.element(items().first().getByRole('status')).toHaveTextContent('Pending')
  })

  test('says it is paid, with the short hash of the transaction that paid it', async () => {
    const hash = `0x${'ab'.repeat(31)}cdef`
    await renderHistory({
      0: { History: [withdrawal({ Status: 'paid', TxHash: hash })], Index: 3 },
      3: END,
    })
    const status = items().first().getByRole('status')
    await expect.element(status).toHaveTextContent('Paid 0xaba…cdef')
    await expect.element(status.getByTitle(hash)).toBeVisible()
    await expect.element(items().first()).toHaveTextContent('95 to your wallet · fee 1')
  })
})

describe('withdrawing an amount', () => {
  const withdrawButton = () => page.getByRole('button', { name: 'Withdraw Whoom' })
  const confirmDialog = () => page.getByRole('dialog', { name: 'Confirm Token Withdrawal' })
  const amountField = () => confirmDialog().getByRole('textbox', { name: 'Amount to withdraw' })
  const summary = () => confirmDialog().getByLabelText('Your withdrawal')

  /** /myreward at a balance of 42 (41 available), the withdrawal answered by `route`. */
  async function openWithdrawal(route: StubRoute) {
    const { api } = await renderHistory({ 0: END }, { 'POST /withdraw': route })
    await expect.element(withdrawButton()).toHaveAttribute('aria-disabled', 'false')
    await withdrawButton().click()
    await expect.element(confirmDialog()).toBeVisible()
    const sent = () =>
      api.requestsTo('POST /withdraw').map(({ body }) => Object.fromEntries(body as FormData))
    return { sent }
  }

  test('offers the available amount, with what reaches the wallet and the fee', async () => {
    await openWithdrawal(answer(`0x${'1'.repeat(64)}`))
    await expect.element(amountField()).toHaveValue('41')
    await expect.element(amountField()).toHaveAccessibleDescription('Whole Whoom, from 1 to 41.')
    await expect
      .element(summary())
      .toHaveTextContent('To your wallet41 WhoomFee1 WhoomFrom your points42 Whoom')
    // The warnings no longer say that the whole balance goes.
    const warnings = confirmDialog().getByRole('list', { name: 'Warnings' })
    await expect.element(warnings).not.toHaveTextContent(/whole balance/i)
    await expect
      .element(confirmDialog().getByRole('button', { name: 'Confirm Withdrawal' }))
      .toHaveFocus()
  })

  test('sends the amount typed; the success says what reaches the wallet and the fee', async () => {
    const { sent } = await openWithdrawal(answer(`0x${'1'.repeat(64)}`))
    await userEvent.fill(amountField(), '20')
    await expect
      .element(summary())
      .toHaveTextContent('To your wallet20 WhoomFee1 WhoomFrom your points21 Whoom')
    await confirmDialog().getByRole('button', { name: 'Confirm Withdrawal' }).click()
    const success = page.getByRole('dialog', { name: 'Successfully Completed!' })
    await expect
      .element(success)
      .toHaveAccessibleDescription('Your wallet is receiving 20 Whoom. The fee was 1 Whoom.')
    expect(sent()).toEqual([{ walletAddr: MEMBER, amount: '20' }])
    await success.getByRole('button', { name: 'Got it' }).click()
    await expect.element(success).not.toBeInTheDocument()
  })

  test('"All" puts the whole available amount back', async () => {
    const { sent } = await openWithdrawal(answer(`0x${'1'.repeat(64)}`))
    await userEvent.fill(amountField(), '5')
    await confirmDialog().getByRole('button', { name: 'All' }).click()
    await expect.element(amountField()).toHaveValue('41')
    await confirmDialog().getByRole('button', { name: 'Confirm Withdrawal' }).click()
    await expect
      .element(page.getByRole('dialog', { name: 'Successfully Completed!' }))
      .toBeVisible()
    expect(sent()).toEqual([{ walletAddr: MEMBER, amount: '41' }])
  })

  test.each([
    ['42', 'You can withdraw at most 41 Whoom: your balance less the 1 Whoom fee.'],
    ['0', 'Withdraw at least 1 Whoom.'],
    ['2.5', 'Enter whole Whoom, in digits only.'],
    ['', 'Enter how many Whoom to withdraw.'],
  ])('refuses %j beside the field, in words, and sends nothing', async (typed, words) => {
    const { sent } = await openWithdrawal(answer(`0x${'1'.repeat(64)}`))
    await userEvent.fill(amountField(), typed)
    await expect.element(confirmDialog().getByRole('status')).toHaveTextContent(words)
    await expect.element(amountField()).toHaveAttribute('aria-invalid', 'true')
    await expect
      .element(amountField())
      .toHaveAccessibleDescription(`Whole Whoom, from 1 to 41. ${words}`)
    await expect.element(summary()).toHaveTextContent('To your wallet—')
    await confirmDialog().getByRole('button', { name: 'Confirm Withdrawal' }).click()
    // Not sent: the dialog stays, the field takes the focus.
    await expect.element(amountField()).toHaveFocus()
    expect(sent()).toEqual([])
    // Fixed, the refusal goes.
    await userEvent.fill(amountField(), '41')
    await expect.element(confirmDialog().getByRole('status')).toBeEmptyDOMElement()
    await expect.element(amountField()).toHaveAttribute('aria-invalid', 'false')
  })

  test('a withdrawal queued before any signer took it (202) says it will reach the wallet shortly', async () => {
    await openWithdrawal({ status: 202, data: '' })
    await userEvent.fill(amountField(), '7')
    await confirmDialog().getByRole('button', { name: 'Confirm Withdrawal' }).click()
    await expect
      .element(page.getByRole('dialog', { name: 'Successfully Completed!' }))
      .toHaveAccessibleDescription(
        'Your withdrawal is queued: your wallet will receive 7 Whoom shortly. The fee was 1 Whoom.',
      )
  })
})
