import { Trans } from '@lingui/react/macro'
import '../catalog.ts'
import '../../../shared/ui/button.css'
import '../../../shared/ui/form.css'

/** 'Save & Continue' (busy while saving) and Cancel, under the settings form. */
export function SettingsFormActions({ busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  return (
    <div className="form__actions">
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
        {busy ? <Trans>Saving…</Trans> : <Trans>Save & Continue</Trans>}
      </button>
      <button type="button" className="button button--ghost" onClick={onCancel}>
        <Trans>Cancel</Trans>
      </button>
    </div>
  )
}
