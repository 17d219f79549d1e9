import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { LogoMark } from '../../shared/ui/logo-mark.tsx'
import { paths } from '../paths.ts'

/** The bar above every screen but the landing. The menu (spec §2, "Top bar and menu") comes later. */
export function TopBar({ children }: { children?: ReactNode }) {
  return (
    <header className="top-bar">
      <div className="top-bar__inner">
        <Link to={paths.memap} className="brand" aria-label="MeMap, my profile">
          <LogoMark size={32} />
          <span className="brand__name">MeMap</span>
        </Link>
        <div className="top-bar__actions">{children}</div>
      </div>
    </header>
  )
}
