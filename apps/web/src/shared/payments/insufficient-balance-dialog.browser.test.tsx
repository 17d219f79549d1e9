import { describe, expect, test, vi } from 'vitest'
import { page } from 'vitest/browser'
import { Route, Switch } from 'wouter'
import { renderInApp } from '../../test/render-in-app.tsx'
import {
  InsufficientBalanceDialog,
  type InsufficientBalanceDialogProps,
} from './insufficient-balance-dialog.tsx'

// PRODUCT.md §8's insufficient-balance dialog: what was being paid, the figures, and the advice
// that fits the balance that is short.

async function renderShortfall(props: Partial<InsufficientBalanceDialogProps> = {}) {
  const onClose = vi.fn()
  await renderInApp(
    <Switch>
      <Route path="/myreward">
        <p>The rewards</p>
      </Route>
      <Route>
        <InsufficientBalanceDialog
          action="friend request"
          shortfall={{ needed: 10, have: 2.5, balance: 'points' }}
          onClose={onClose}
          {...props}
        />
      </Route>
    </Switch>,
  )
  const dialog = page.getByRole('dialog', { name: 'Insufficient Balance' })
  await expect.element(dialog).toBeVisible()
  return { dialog, onClose }
}

describe('InsufficientBalanceDialog', () => {
  test('names the payment and gives the figures of the balance that is short', async () => {
    const { dialog } = await renderShortfall()
    await expect
      .element(dialog)
      .toHaveAccessibleDescription(
        expect.stringContaining(
          'You do not have enough Whoom tokens to complete this friend request. Earn more Whoom and try again.',
        ),
      )
    await expect.element(dialog.getByText('Needed: 10 Whoom')).toBeVisible()
    await expect.element(dialog.getByText('You have: 2.5 Whoom of points')).toBeVisible()
  })

  test('a payment it does not name is shown as given, with what the screen adds', async () => {
    const { dialog } = await renderShortfall({
      action: 'badge swap',
      children: 'Badges cost on-chain Whoom.',
    })
    await expect
      .element(
        dialog.getByText('You do not have enough Whoom tokens to complete this badge swap.', {
          exact: false,
        }),
      )
      .toBeVisible()
    await expect.element(dialog.getByText('Badges cost on-chain Whoom.')).toBeVisible()
  })

  test('points that would cover an on-chain payment once withdrawn: the way to withdraw', async () => {
    const { dialog } = await renderShortfall({
      action: 'purchase',
      shortfall: { needed: 10, have: 4, balance: 'on-chain', points: 8 },
    })
    await expect
      .element(dialog.getByText('You have: 4 Whoom of on-chain Whoom (in your wallet)'))
      .toBeVisible()
    await dialog.getByRole('link', { name: 'Withdraw your points to your wallet first' }).click()
    await expect.element(page.getByText('The rewards')).toBeVisible()
  })

  test('points too few to cover it, after the fee: only earning more helps', async () => {
    const { dialog } = await renderShortfall({
      action: 'purchase',
      shortfall: { needed: 10, have: 4, balance: 'on-chain', points: 6 },
    })
    await expect.element(dialog.getByRole('link')).not.toBeInTheDocument()
    await expect
      .element(dialog.getByText('Earn more Whoom and try again.', { exact: false }))
      .toBeVisible()
  })

  test('Got it has the focus, and closes', async () => {
    const { dialog, onClose } = await renderShortfall()
    const gotIt = dialog.getByRole('button', { name: 'Got it' })
    await expect.element(gotIt).toHaveFocus()
    await gotIt.click()
    expect(onClose).toHaveBeenCalledOnce()
  })
})
