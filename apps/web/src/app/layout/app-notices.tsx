import '../../shared/ui/button.css'
import { Trans } from '@lingui/react/macro'
import '../catalog.ts'
import './app-notices.css'
import { useOnline } from '../../shared/lib/use-online.ts'
import { useWaitingUpdate } from '../app-update.ts'

/** What concerns the whole app, on every screen: no network, or a new version to load. */
export function AppNotices() {
  const online = useOnline()
  const update = useWaitingUpdate()
  return (
    <div className="app-notices" role="status">
      {!online && (
        <p className="app-notice app-notice--offline">
          <Trans>You’re offline. MeMap will catch up when you’re back online.</Trans>
        </p>
      )}
      {update && (
        <p className="app-notice">
          <Trans>A new version of MeMap is ready.</Trans>
          <button type="button" className="button button--primary" onClick={update.apply}>
            <Trans>Reload</Trans>
          </button>
        </p>
      )}
    </div>
  )
}
