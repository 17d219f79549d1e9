import { describe, expect, test } from 'vitest'
import { page } from 'vitest/browser'
import { sessionStore } from '../../shared/lib/session-store.ts'
import { MEMBER } from '../../test/fixtures.ts'
import { renderInApp } from '../../test/render-in-app.tsx'
import { answer, holdAnswer, refusal, type StubRoute, stubApi } from '../../test/stub-api.ts'
import { RewardHistoryScreen } from './reward-history-screen.tsx'

// /myreward's actions beside the history (PRODUCT.md §2, §4, §8, §9): the wallet with Unlink,
// 'Withdraw Whoom' offered only when something is available, the withdrawal under way, and its
// failure in its own dialog.

/** /myreward at `balance` points, an empty history, the withdrawal answered by `withdraw`. */
async function renderReward(balance: number, withdraw: StubRoute = answer(`0x${'1'.repeat(64)}`)) {
  const api = stubApi({
    'GET /point/check-user': answer({ Value: balance }),
    'GET /point/history/list': answer({ History: [], Index: 0 }),
    'POST /withdraw': withdraw,
  })
  sessionStore.setState({ address: MEMBER })
  const unlinked: string[] = []
  await renderInApp(
    <RewardHistoryScreen
      onUnlink={async () => {
        unlinked.push(MEMBER)
        // Unlinking leaves the page: it never ends here.
        await new Promise(() => {})
      }}
    />,
    { route: '/myreward' },
  )
  await expect.element(page.getByText('No Whoom history yet.')).toBeVisible()
  return { api, unlinked }
}

const withdrawButton = () => page.getByRole('button', { name: 'Withdraw Whoom' })
const confirmWithdrawal = async () => {
  await withdrawButton().click()
  await page.getByRole('button', { name: 'Confirm Withdrawal' }).click()
}

describe('the wallet', () => {
  test('shows the address short, whole in its title', async () => {
    await renderReward(42)
    const wallet = page.getByRole('region', { name: 'Wallet' })
    await expect.element(wallet.getByTitle(MEMBER)).toHaveTextContent('0x709…79C8')
  })

  test('Unlink asks first; confirmed, it unlinks and the buttons wait', async () => {
    const { unlinked } = await renderReward(42)
    await page.getByRole('button', { name: 'Unlink' }).click()
    const ask = page.getByRole('dialog', { name: 'Unlink your wallet?' })
    await expect
      .element(ask)
      .toHaveAccessibleDescription('You will be signed out of MeMap and your wallet disconnected.')
    expect(unlinked).toEqual([])
    await ask.getByRole('button', { name: 'Unlink' }).click()
    expect(unlinked).toEqual([MEMBER])
    await expect.element(ask.getByRole('button', { name: 'Unlink' })).toBeDisabled()
    await expect.element(ask.getByRole('button', { name: 'Cancel' })).toBeDisabled()
  })

  test('Cancel keeps the wallet linked', async () => {
    const { unlinked } = await renderReward(42)
    await page.getByRole('button', { name: 'Unlink' }).click()
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument()
    expect(unlinked).toEqual([])
  })
})

describe('Withdraw Whoom', () => {
  test('at 1 Whoom (the fee) says there is nothing to withdraw, and opens nothing', async () => {
    await renderReward(1)
    await expect.element(withdrawButton()).toHaveAttribute('aria-disabled', 'true')
    await expect.element(withdrawButton()).toHaveAttribute('title', 'Nothing to withdraw')
    // Playwright will not click an aria-disabled button; a member's click still reaches it.
    ;(withdrawButton().element() as HTMLElement).click()
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument()
  })

  test('while the withdrawal runs, a dialog says so', async () => {
    const withdraw = holdAnswer()
    await renderReward(42, withdraw.route)
    await confirmWithdrawal()
    await expect
      .element(page.getByRole('dialog', { name: 'Withdrawing your Whoom…' }))
      .toBeVisible()
    withdraw.give(answer(`0x${'1'.repeat(64)}`))
    await expect
      .element(page.getByRole('dialog', { name: 'Successfully Completed!' }))
      .toBeVisible()
    await expect
      .element(page.getByRole('dialog', { name: 'Withdrawing your Whoom…' }))
      .not.toBeInTheDocument()
  })

  test("a failure of the server's own says so, with its words", async () => {
    await renderReward(42, refusal(503, 'the chain is unreachable', 'internal_error'))
    await confirmWithdrawal()
    const failed = page.getByRole('dialog', { name: 'Withdrawal Failed' })
    await expect
      .element(failed)
      .toHaveAccessibleDescription(
        'Your Whoom could not be withdrawn. Please check and try again. (the chain is unreachable)',
      )
    await failed.getByRole('button', { name: 'Got it' }).click()
    await expect.element(failed).not.toBeInTheDocument()
  })

  test('a refusal (4xx) gets the same dialog without the detail', async () => {
    await renderReward(42, refusal(400, 'amount: too large', 'invalid_field', { field: 'amount' }))
    await confirmWithdrawal()
    await expect
      .element(page.getByRole('dialog', { name: 'Withdrawal Failed' }))
      .toHaveAccessibleDescription('Your Whoom could not be withdrawn. Please check and try again.')
  })
})
