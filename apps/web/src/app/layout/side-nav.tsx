import { useLingui } from '@lingui/react/macro'
import type { Address } from '@memap/shared/address'
import { useQuery } from '@tanstack/react-query'
import { Link, useLocation, useSearch } from 'wouter'
import { useIsModerator } from '../../features/session/api/auth.ts'
import { getMembershipQueryOptions } from '../../shared/api/nft-status.ts'
import { useUnreadCount } from '../../shared/api/unread-count.ts'
import { useMediaQuery } from '../../shared/lib/use-media-query.ts'
import '../catalog.ts'
import { EntryLabel, menuEntries } from './menu-entries.tsx'
import './side-nav.css'

/** From this width the app uses the window: navigation beside the content (app-shell.css). */
const DESKTOP = '(min-width: 1024px)'

/**
 * On a desktop (app-shell.tsx), the menu's screens beside the content, always in view; the
 * menu keeps Find people, the language and Unlink. The current screen is marked, and another
 * member's profile is not "My MeMap".
 */
export function SideNav({ address }: { address: Address }) {
  const desktop = useMediaQuery(DESKTOP)
  // Rendered only on a desktop: a phone's page holds no second copy of the menu's links.
  if (!desktop) return null
  return <SideNavLinks address={address} />
}

function SideNavLinks({ address }: { address: Address }) {
  const { t } = useLingui()
  const [pathname] = useLocation()
  const search = useSearch()
  const membership = useQuery(getMembershipQueryOptions(address))
  const member = membership.data !== false
  const unread = useUnreadCount(address, member).data ?? 0
  const moderator = useIsModerator(address)
  if (membership.isPending) return <div className="side-nav" />
  const namesAnother = new URLSearchParams(search).has('user')
  return (
    <nav className="side-nav" aria-label={t`Sections`}>
      <ul className="side-nav__list">
        {menuEntries({ member, moderator }).map((entry) => (
          <li key={entry.to}>
            <Link
              className="side-nav__item"
              to={entry.to}
              aria-current={entry.to === pathname && !namesAnother ? 'page' : undefined}
            >
              <EntryLabel entry={entry} unread={unread} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
