import { useLingui } from '@lingui/react/macro'
import '../catalog.ts'
import '../../shared/ui/screen.css'
import '../../shared/ui/spinner.css'

/** A screen of the shell on its way: a spinner, named for assistive technologies. */
export function LoadingScreen() {
  const { t } = useLingui()
  return (
    <p className="screen screen--center" role="status" aria-label={t`Loading`}>
      <span className="spinner" aria-hidden="true" />
    </p>
  )
}
