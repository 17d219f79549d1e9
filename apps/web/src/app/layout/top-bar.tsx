import { Link } from 'react-router'
import { paths } from '../../shared/lib/paths.ts'
import { useSession } from '../../shared/lib/session-store.ts'
import { LogoMark } from '../../shared/ui/logo-mark.tsx'
import { AppMenu } from './app-menu.tsx'
import { BalanceChip } from './balance-chip.tsx'

/** The bar above every screen but the landing (spec §2, "Top bar and menu"). */
export function TopBar() {
  const address = useSession((state) => state.address)
  return (
    <header className="top-bar">
      <div className="top-bar__inner">
        {address ? (
          <Link
            to={paths.memap}
            state={{ user: address }}
            className="brand"
            aria-label="MeMap, my profile"
          >
            <LogoMark size={32} />
            <span className="brand__name">MeMap</span>
          </Link>
        ) : (
          <Link to={paths.home} className="brand" aria-label="MeMap, home">
            <LogoMark size={32} />
            <span className="brand__name">MeMap</span>
          </Link>
        )}
        {address && (
          <div className="top-bar__actions">
            <BalanceChip address={address} />
            <AppMenu address={address} />
          </div>
        )}
      </div>
    </header>
  )
}
