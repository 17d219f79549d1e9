import { msg } from '@lingui/core/macro'
import '../catalog.ts'
import { i18n } from '../i18n/catalogs.ts'

/**
 * Copies `text`: true when it is on the clipboard. Where the clipboard is closed to the page
 * (plain http), the text is offered in a prompt to copy by hand, and the answer is false.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    window.prompt(i18n._(msg`Copy this:`), text)
    return false
  }
}
