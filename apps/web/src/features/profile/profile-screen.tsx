import { useState } from 'react'
import { Redirect, useSearch, useSearchParams } from 'wouter'
import { lazyWithTexts } from '../../shared/i18n/lazy-with-texts.ts'
import { paths } from '../../shared/lib/paths.ts'
import { useHash } from '../../shared/lib/router.ts'
import { useSession } from '../../shared/lib/session-store.ts'
import { Suspense } from '../../shared/ui/suspense.tsx'
import { JoinBanner } from './components/join-banner.tsx'
import { MemberProfile } from './components/member-profile.tsx'
import { NoMemap } from './components/no-memap.tsx'
import { returnsFromLinking } from './lib/linking-return.ts'
import { profileTarget } from './lib/profile-target.ts'
import '../../shared/ui/button.css'
import '../../shared/ui/screen.css'
import './profile.css'

// What a social login's return does (PRODUCT.md §7) loads only on that return.
const LinkedAccountReturn = lazyWithTexts(
  async () =>
    (await import('./on-demand/components/linked-account-return.tsx')).LinkedAccountReturn,
)

/**
 * `/memap` (PRODUCT.md §2): whose profile; the stats bar, today's emotion (with the emotion view and
 * the cheer), the card with the friend list and album icons, the identity graph and the friend
 * status area (PRODUCT.md §4, view modes).
 */
export function ProfileScreen() {
  const [search] = useSearchParams()
  const own = useSession((state) => state.address)
  const target = profileTarget(search.get('user'), own)
  // Read once: the return takes its parameters out of the address bar and stays on screen.
  const arrivedAt = { search: useSearch(), hash: useHash() }
  const [linkingReturn] = useState(() => returnsFromLinking(arrivedAt))

  if (target.kind === 'none') return <Redirect to={paths.home} replace />
  return (
    <div className="profile screen--wide">
      {target.kind === 'wallet' ? (
        <MemberProfile address={target.address} viewer={own} />
      ) : (
        <NoMemap />
      )}
      {own === null && <JoinBanner />}
      {linkingReturn && (
        <Suspense fallback={null}>
          <LinkedAccountReturn viewer={own} />
        </Suspense>
      )}
    </div>
  )
}
