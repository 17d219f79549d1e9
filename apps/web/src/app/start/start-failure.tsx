import type { I18n } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { ApiClientError, ApiError } from '../../shared/lib/api-errors.ts'
import { useOnline } from '../../shared/lib/use-online.ts'
import { useRefusalText } from './use-refusal-text.ts'
import '../catalog.ts'
import { FullPageStatus } from '../layout/full-page-status.tsx'
import '../../shared/ui/button.css'

/** Why the start failed, in the member's language where the words are MeMap's or known. */
function reasonOf(error: Error, i18n: I18n, refusal: string | undefined): string {
  if (error instanceof ApiError && error.serverMessage) return refusal ?? error.serverMessage
  if (error instanceof ApiClientError) return i18n._(error.text)
  return error.message
}

/** The app could not start (its settings or the wallet's code): why, and Try again. */
export function StartFailure({ error, retry }: { error: Error; retry: () => void }) {
  const { t, i18n } = useLingui()
  const online = useOnline()
  const [wasOffline, setWasOffline] = useState(!online)
  // Back online after a start without a network: carry on without a click.
  useEffect(() => {
    if (!online) setWasOffline(true)
    else if (wasOffline) {
      setWasOffline(false)
      retry()
    }
  }, [online, wasOffline, retry])
  const tryAgain = (
    <button type="button" className="button button--primary" onClick={retry}>
      <Trans>Try again</Trans>
    </button>
  )
  const reason = reasonOf(error, i18n, useRefusalText(error)).replace(/\.$/, '')
  if (!online) {
    return (
      <FullPageStatus tone="error" title={t`You’re offline`} action={tryAgain} offline>
        <Trans>MeMap needs a connection to start. It will carry on when you’re back online.</Trans>
      </FullPageStatus>
    )
  }
  return (
    <FullPageStatus tone="error" title={t`MeMap could not start`} action={tryAgain}>
      <Trans>Its network settings could not be loaded ({reason}).</Trans>
    </FullPageStatus>
  )
}
