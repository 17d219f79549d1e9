import { type ReactNode, type RefObject, useEffect, useRef } from 'react'
import { createPortal } from 'react-dom'
import { closeOnBackdrop, focusablesIn, keepFocusInside } from './dialog-events.ts'
import './dialog.css'

// Counted across dialogs: the page behind stays inert until the last one closes.
let openDialogs = 0

export type DialogProps = {
  /** Called on Esc, on a click on the backdrop, and by the dialog's own buttons. */
  onClose: () => void
  /** Id of the element naming the dialog (its title). */
  labelledBy: string
  describedBy?: string
  /**
   * Where the focus goes on close, when it is not the element focused at opening: an opener that
   * was rendered anew while the dialog opened (the focus then was on nothing).
   */
  returnFocusTo?: RefObject<HTMLElement | null>
  className?: string
  children: ReactNode
}

/**
 * A modal dialog, open while rendered: focus moves in and stays inside, Esc closes it, the page
 * behind is inert, and focus returns to where it was (the button that opened it) on close.
 *
 * Not the native `<dialog>`: its top layer would hide wallet SDK modals (WalletConnect's QR
 * code) opened from inside it.
 */
export function Dialog({
  onClose,
  labelledBy,
  describedBy,
  returnFocusTo,
  className,
  children,
}: DialogProps) {
  const panel = useRef<HTMLDivElement>(null)
  const onCloseRef = useRef(onClose)
  const returnFocusRef = useRef(returnFocusTo)
  useEffect(() => {
    onCloseRef.current = onClose
    returnFocusRef.current = returnFocusTo
  })

  useEffect(() => {
    const previouslyFocused = document.activeElement
    const appRoot = document.getElementById('root')
    openDialogs += 1
    appRoot?.setAttribute('inert', '')
    document.body.classList.add('has-dialog')

    const first =
      panel.current?.querySelector<HTMLElement>('[data-autofocus]') ??
      focusablesIn(panel.current)[0]
    ;(first ?? panel.current)?.focus()

    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault()
        onCloseRef.current()
      }
    }
    document.addEventListener('keydown', onKeyDown)

    return () => {
      document.removeEventListener('keydown', onKeyDown)
      openDialogs -= 1
      if (openDialogs === 0) {
        appRoot?.removeAttribute('inert')
        document.body.classList.remove('has-dialog')
      }
      // After the page behind is no longer inert: an inert element takes no focus.
      const opener = returnFocusRef.current?.current ?? previouslyFocused
      if (opener instanceof HTMLElement && opener !== document.body && opener.isConnected) {
        opener.focus()
      }
    }
  }, [])

  return createPortal(
    <div className="dialog-backdrop" onPointerDown={closeOnBackdrop(onClose)}>
      <div
        ref={panel}
        className={className ? `dialog ${className}` : 'dialog'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={(event) => keepFocusInside(panel.current, event)}
      >
        {children}
      </div>
    </div>,
    document.body,
  )
}
