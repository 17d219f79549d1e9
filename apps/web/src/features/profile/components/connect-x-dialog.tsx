import { Trans } from '@lingui/react/macro'
import { API_KEY_HEADER, API_PREFIX } from '@memap/shared/api'
import { useEffect, useId, useState } from 'react'
import { env } from '../../../shared/lib/env.ts'
import { ComingSoonDialog } from '../../../shared/ui/coming-soon-dialog.tsx'
import { Dialog } from '../../../shared/ui/dialog.tsx'
import { ErrorDialog } from '../../../shared/ui/error-dialog.tsx'
import '../catalog.ts'
import '../../../shared/ui/button.css'
import '../../../shared/ui/message-dialog.css'

type XProbe = 'probing' | 'coming-soon' | 'error'

/**
 * The social connect dialog for X: asks `GET /v0/auth/x` without following it. A redirect means
 * linking is configured, so the page goes there; 501 (or no answer) means 'Coming Soon!'.
 */
export function ConnectXDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId()
  const [state, setState] = useState<XProbe>('probing')

  useEffect(() => {
    const abort = new AbortController()
    const url = `${API_PREFIX}/auth/x`
    fetch(url, {
      redirect: 'manual',
      credentials: 'include',
      signal: abort.signal,
      // Only to pass the key check; the navigation itself cannot send headers.
      headers: env.apiKey ? { [API_KEY_HEADER]: env.apiKey } : {},
    })
      .then((response) => {
        if (
          response.type === 'opaqueredirect' ||
          (response.status >= 300 && response.status < 400)
        ) {
          window.location.href = url
        } else if (response.status === 501) {
          setState('coming-soon')
        } else {
          setState('error')
        }
      })
      .catch(() => {
        if (!abort.signal.aborted) setState('coming-soon')
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
