import { msg } from '@lingui/core/macro'
import '../catalog.ts'
import { i18n } from '../i18n/catalogs.ts'

/**
 * Copies `text` and confirms with `message` (spec: 'The address has been copied', 'The link has
 * been copied'). Where the clipboard is closed to the page (plain http), the text is offered in
 * a prompt to copy by hand.
 */
export async function copyText(text: string, message: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text)
  } catch {
    window.prompt(i18n._(msg`Copy this:`), text)
    return
  }
  window.alert(message)
}
