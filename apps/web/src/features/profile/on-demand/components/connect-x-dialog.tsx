import { Trans } from '@lingui/react/macro'
import { useEffect, useId, useState } from 'react'
import { ComingSoonDialog } from '../../../../shared/ui/coming-soon-dialog.tsx'
import { Dialog } from '../../../../shared/ui/dialog.tsx'
import { ErrorDialog } from '../../../../shared/ui/error-dialog.tsx'
import { probeXLink, X_LINK_URL } from '../api/x-link.ts'
import '../catalog.ts'
import '../../../../shared/ui/button.css'
import '../../../../shared/ui/message-dialog.css'

type XProbe = 'probing' | 'coming-soon' | 'error'

/**
 * The social connect dialog for X: when linking is configured the page goes to X (through
 * `GET /v0/auth/x`); otherwise 'Coming Soon!'.
 */
export function ConnectXDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId()
  const [state, setState] = useState<XProbe>('probing')

  useEffect(() => {
    const abort = new AbortController()
    void probeXLink(abort.signal).then((probe) => {
      if (abort.signal.aborted) return
      if (probe === 'ready') window.location.href = X_LINK_URL
      else setState(probe)
    })
    return () => abort.abort()
  }, [])

  if (state === 'coming-soon') return <ComingSoonDialog onClose={onClose} />
  if (state === 'error') return <ErrorDialog onClose={onClose} />
  return (
    <Dialog onClose={onClose} labelledBy={titleId} className="message-dialog">
      <h2 id={titleId} className="dialog__title">
        <Trans>Connect X</Trans>
      </h2>
      <p className="dialog__text" aria-live="polite">
        <Trans>Connecting to X…</Trans>
      </p>
      <div className="dialog__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </Dialog>
  )
}
