import { useLingui } from '@lingui/react'
import { useRenderedFor } from '../lib/rendered-page.ts'
import { refusalOf } from '../refusals/refusal.ts'
import { FailureDialog } from './failure-dialog.tsx'

/**
 * A failure, in words: a refusal the server explained shows its own title and reason; what
 * nobody foresaw shows PRODUCT.md §8's generic modal (FailureDialog).
 */
export function ErrorDialog({ error, onClose }: { error?: unknown; onClose: () => void }) {
  const { i18n } = useLingui()
  const refusal = refusalOf(error, i18n, useRenderedFor()?.timeZone)
  return <FailureDialog title={refusal?.title} message={refusal?.message} onClose={onClose} />
}
