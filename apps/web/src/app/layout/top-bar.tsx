import { useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import { lazyWithTexts } from '../../shared/i18n/lazy-with-texts.ts'
import { paths } from '../../shared/lib/paths.ts'
import { useSession } from '../../shared/lib/session-store.ts'
import { LogoMark } from '../../shared/ui/logo-mark.tsx'
import './top-bar.css'
import '../catalog.ts'
import { Suspense } from '../../shared/ui/suspense.tsx'

const MemberActions = lazyWithTexts(async () => (await import('./signed-in.tsx')).MemberActions)

/** The bar above every screen but the landing (PRODUCT.md §2, "Top bar and menu"). */
export function TopBar() {
  const { t } = useLingui()
  const address = useSession((state) => state.address)
  return (
    <header className="top-bar">
      <div className="top-bar__inner">
        {address ? (
          <Link to={paths.memap} className="brand" aria-label={t`MeMap, my profile`}>
            <LogoMark size={32} />
            <span className="brand__name">MeMap</span>
          </Link>
        ) : (
          <Link to={paths.home} className="brand" aria-label={t`MeMap, home`}>
            <LogoMark size={32} />
            <span className="brand__name">MeMap</span>
          </Link>
        )}
        {address && (
          <div className="top-bar__actions">
            <Suspense fallback={null}>
              <MemberActions address={address} />
            </Suspense>
          </div>
        )}
      </div>
    </header>
  )
}
