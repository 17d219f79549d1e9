import { Trans } from '@lingui/react/macro'
import './catalog.ts'
import '../shared/ui/button.css'

/** 'Try again' after an error: the page loads anew. */
export function ReloadButton() {
  return (
    <button
      type="button"
      className="button button--primary"
      onClick={() => window.location.reload()}
    >
      <Trans>Try again</Trans>
    </button>
  )
}
