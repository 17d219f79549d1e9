import { Trans } from '@lingui/react/macro'
import '../catalog.ts'
import { FullPageStatus } from './full-page-status.tsx'

/** 'Loading MeMap…' as a whole page: the app starting, or a first screen on its way. */
export function LoadingMeMap() {
  return (
    <FullPageStatus>
      <Trans>Loading MeMap…</Trans>
    </FullPageStatus>
  )
}
