import { Trans, useLingui } from '@lingui/react/macro'
import './catalog.ts'
import { describeError } from './error-description.ts'
import { FullPageStatus } from './layout/full-page-status.tsx'
import { ReloadButton } from './reload-button.tsx'
import { useReloadOnChunkError } from './use-reload-on-chunk-error.ts'

/** For the whole app: anything no route caught, providers included. */
export function AppErrorScreen({ error }: { error: unknown }) {
  const { t, i18n } = useLingui()
  const reloading = useReloadOnChunkError(error)
  if (reloading) {
    return (
      <FullPageStatus>
        <Trans>Updating MeMap…</Trans>
      </FullPageStatus>
    )
  }
  return (
    <FullPageStatus tone="error" title={t`Oops! An error occurred.`} action={<ReloadButton />}>
      {i18n._(describeError(error))}
    </FullPageStatus>
  )
}
