import { useLingui } from '@lingui/react/macro'
import { Redirect } from 'wouter'
import { paths } from '../../shared/lib/paths.ts'
import { useSession } from '../../shared/lib/session-store.ts'
import { useDocumentTitle } from '../../shared/lib/use-document-title.ts'
import { ReportQueue } from './components/report-queue.tsx'
import '../../shared/ui/button.css'
import '../../shared/ui/screen.css'
import './admin.css'
import './catalog.ts'

/** `/admin`: the moderators' queue of open reports (ADMIN_WALLETS; others are told no). */
export function AdminScreen() {
  const { t } = useLingui()
  useDocumentTitle(t`Moderation`)
  const address = useSession((state) => state.address)
  if (!address) return <Redirect to={paths.home} replace />
  return <ReportQueue moderator={address} />
}
