import { useState } from 'react'
import { describe, expect, test, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { renderInApp } from '../../test/render-in-app.tsx'
import { NAME_TAKEN_NOTICE } from '../forms/name-check.ts'
import { ApiError, NetworkError } from '../lib/api-errors.ts'
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog.tsx'
import { ErrorDialog } from './error-dialog.tsx'
import { NoticeDialog } from './notice-dialog.tsx'
import { SuccessDialog } from './success-dialog.tsx'

/** A page with a button that opens the confirm dialog, as the screens do. */
function ConfirmOpener(props: Partial<ConfirmDialogProps>) {
  const [open, setOpen] = useState(false)
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Delete the photo
      </button>
      {open && (
        <ConfirmDialog
          title="Delete this photo?"
          confirmLabel="Delete"
          onConfirm={() => setOpen(false)}
          onCancel={() => setOpen(false)}
          {...props}
        >
          It leaves your Top 9.
        </ConfirmDialog>
      )}
    </main>
  )
}

const confirmDialog = () => page.getByRole('dialog', { name: 'Delete this photo?' })

async function openConfirm(props: Partial<ConfirmDialogProps> = {}) {
  const screen = await renderInApp(<ConfirmOpener {...props} />)
  await page.getByRole('button', { name: 'Delete the photo' }).click()
  await expect.element(confirmDialog()).toBeVisible()
  return screen
}

describe('ConfirmDialog', () => {
  test('opens as a modal named by its title, described by its text, over an inert page', async () => {
    await openConfirm()
    const dialog = confirmDialog()
    await expect.element(dialog).toHaveAttribute('aria-modal', 'true')
    await expect.element(dialog).toHaveAccessibleDescription('It leaves your Top 9.')
    // The page behind takes no clicks or focus while it is open.
    expect(document.getElementById('root')?.hasAttribute('inert')).toBe(true)
    // Its sheet applies: the backdrop covers the screen.
    const backdrop = dialog.element().parentElement as HTMLElement
    expect(getComputedStyle(backdrop).position).toBe('fixed')
  })

  test('moves the focus to the confirm button, and keeps it inside on Tab', async () => {
    await openConfirm()
    const confirm = confirmDialog().getByRole('button', { name: 'Delete' })
    const cancel = confirmDialog().getByRole('button', { name: 'Cancel' })
    await expect.element(confirm).toHaveFocus()
    await userEvent.keyboard('{Tab}')
    await expect.element(cancel).toHaveFocus()
    await userEvent.keyboard('{Tab}')
    await expect.element(confirm).toHaveFocus()
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}')
    await expect.element(cancel).toHaveFocus()
  })

  test('Escape closes it, the page comes back and the focus returns to the opener', async () => {
    await openConfirm()
    await userEvent.keyboard('{Escape}')
    await expect.element(confirmDialog()).not.toBeInTheDocument()
    expect(document.getElementById('root')?.hasAttribute('inert')).toBe(false)
    await expect.element(page.getByRole('button', { name: 'Delete the photo' })).toHaveFocus()
  })

  test('Cancel and a click beside it call onCancel; the confirm button calls onConfirm', async () => {
    const onCancel = vi.fn()
    const onConfirm = vi.fn()
    await openConfirm({ onCancel, onConfirm })
    await confirmDialog().getByRole('button', { name: 'Cancel' }).click()
    expect(onCancel).toHaveBeenCalledTimes(1)
    // A click on the backdrop, beside the panel.
    await userEvent.click(document.body, { position: { x: 5, y: 5 } })
    expect(onCancel).toHaveBeenCalledTimes(2)
    expect(onConfirm).not.toHaveBeenCalled()
    await confirmDialog().getByRole('button', { name: 'Delete' }).click()
    expect(onConfirm).toHaveBeenCalledTimes(1)
  })

  test('while busy, both buttons wait and Escape does not close it', async () => {
    const onCancel = vi.fn()
    await openConfirm({ busy: true, onCancel })
    const confirm = confirmDialog().getByRole('button', { name: 'Delete' })
    await expect.element(confirm).toBeDisabled()
    await expect.element(confirm).toHaveAttribute('aria-busy', 'true')
    await expect.element(confirmDialog().getByRole('button', { name: 'Cancel' })).toBeDisabled()
    await userEvent.keyboard('{Escape}')
    await expect.element(confirmDialog()).toBeVisible()
    expect(onCancel).not.toHaveBeenCalled()
  })
})

describe('ErrorDialog', () => {
  test("a server's refusal shows its own title and sentence; Got it closes", async () => {
    const onClose = vi.fn()
    const error = new ApiError(
      429,
      'too many requests; try again in 30 s',
      { path: '/report' },
      { code: 'rate_limited', values: { seconds: 30 } },
    )
    await renderInApp(<ErrorDialog error={error} onClose={onClose} />)
    const dialog = page.getByRole('dialog', { name: 'Too many requests' })
    await expect
      .element(dialog)
      .toHaveAccessibleDescription('Please wait 30 seconds and try again.')
    const gotIt = dialog.getByRole('button', { name: 'Got it' })
    await expect.element(gotIt).toHaveFocus()
    await gotIt.click()
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  test('a refusal in words the app does not know keeps the server’s, as a sentence', async () => {
    const error = new ApiError(400, 'friend request already sent', { path: '/friends/request' })
    await renderInApp(<ErrorDialog error={error} onClose={() => {}} />)
    await expect
      .element(page.getByRole('dialog', { name: 'That did not go through' }))
      .toBeVisible()
  })

  test('what nobody foresaw (no answer, a 5xx) shows the generic words', async () => {
    const { rerender } = await renderInApp(
      <ErrorDialog error={new NetworkError({ path: '/report' })} onClose={() => {}} />,
    )
    const generic = page.getByRole('dialog', { name: 'Oops! An error occurred.' })
    await expect.element(generic).toHaveAccessibleDescription('Please check and try again.')
    await rerender(
      <ErrorDialog error={new ApiError(500, 'database down', { path: '/x' })} onClose={() => {}} />,
    )
    await expect.element(generic).toBeVisible()
    await expect.element(page.getByText('database down')).not.toBeInTheDocument()
  })

  test('Escape closes it', async () => {
    const onClose = vi.fn()
    await renderInApp(<ErrorDialog onClose={onClose} />)
    await expect.element(page.getByRole('dialog')).toBeVisible()
    await userEvent.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledTimes(1)
  })
})

describe('NoticeDialog and SuccessDialog', () => {
  test('the notice shows its title and message, translated', async () => {
    await renderInApp(<NoticeDialog notice={NAME_TAKEN_NOTICE} onClose={() => {}} />)
    const dialog = page.getByRole('dialog', { name: 'Duplicate check' })
    await expect.element(dialog).toHaveAccessibleDescription('Already exists name.')
    await expect.element(dialog.getByRole('button', { name: 'Got it' })).toHaveFocus()
  })

  test('a notice with a message only makes the message its title', async () => {
    await renderInApp(
      <NoticeDialog notice={{ message: 'The SNV is 0 to 1,000.' }} onClose={() => {}} />,
    )
    await expect.element(page.getByRole('dialog', { name: 'The SNV is 0 to 1,000.' })).toBeVisible()
  })

  test('success says so in PRODUCT.md §2’s words; Got it closes', async () => {
    const onClose = vi.fn()
    await renderInApp(<SuccessDialog onClose={onClose} />)
    const dialog = page.getByRole('dialog', { name: 'Successfully Completed!' })
    await expect
      .element(dialog)
      .toHaveAccessibleDescription('Your request has been processed without any issues.')
    await dialog.getByRole('button', { name: 'Got it' }).click()
    expect(onClose).toHaveBeenCalledTimes(1)
  })
})
