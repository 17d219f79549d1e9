import { Trans, useLingui } from '@lingui/react/macro'
import { useRenderedFor } from '../../../shared/lib/rendered-page.ts'
import { refusalOf } from '../../../shared/refusals/refusal.ts'
import '../catalog.ts'

/** Why the search failed, and Try again. */
export function SearchRefusal({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="member-search__refused" role="alert">
      <RefusalText error={error} />
      <button type="button" className="text-link" onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </div>
  )
}

/** The server's refusal in the member's words, or that the search did not go. */
function RefusalText({ error }: { error: unknown }) {
  const { i18n } = useLingui()
  const refusal = refusalOf(error, i18n, useRenderedFor()?.timeZone)
  if (!refusal) {
    return (
      <p>
        <Trans>The search did not go through. Check your connection.</Trans>
      </p>
    )
  }
  return (
    <p>
      <strong>{refusal.title}</strong> {refusal.message}
    </p>
  )
}
