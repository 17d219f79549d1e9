import { Trans } from '@lingui/react/macro'
import type { Address } from '@memap/shared/address'
import { useState } from 'react'
import { Link, Redirect, useSearch, useSearchParams } from 'wouter'
import { useUserInfo } from '../../shared/api/user-info.ts'
import { lazyWithTexts } from '../../shared/i18n/lazy-with-texts.ts'
import { ApiError } from '../../shared/lib/api-errors.ts'
import { paths } from '../../shared/lib/paths.ts'
import { useHash } from '../../shared/lib/router.ts'
import { useSession } from '../../shared/lib/session-store.ts'
import { useDocumentTitle } from '../../shared/lib/use-document-title.ts'
import { ScreenError, ScreenLoading } from '../../shared/ui/screen-status.tsx'
import './catalog.ts'
import { EmotionBlock } from './components/emotion-block.tsx'
import { IdentityGraph } from './components/identity-graph.tsx'
import { JoinBanner } from './components/join-banner.tsx'
import { ProfileCard } from './components/profile-card.tsx'
import { AlbumLink, FriendListLink } from './components/profile-links.tsx'
import { SocialIcons } from './components/social-icons.tsx'
import { StatsBar } from './components/stats-bar.tsx'
import { returnsFromLinking } from './lib/linking-return.ts'
import { profileTarget } from './lib/profile-target.ts'
import { viewMode } from './lib/view-mode.ts'
import '../../shared/ui/button.css'
import '../../shared/ui/screen.css'
import './profile.css'
import { Suspense } from '../../shared/ui/suspense.tsx'

// What only a signed-in member sees on another's profile (the friend request and its dialogs,
// More: block and report) loads when one does: a visitor's first visit never downloads it.
const FriendStatus = lazyWithTexts(
  async () => (await import('./components/friend-status.tsx')).FriendStatus,
)
const MemberActions = lazyWithTexts(
  async () => (await import('./components/member-actions.tsx')).MemberActions,
)
// What a social login's return does (PRODUCT.md §7) loads only on that return.
const LinkedAccountReturn = lazyWithTexts(
  async () => (await import('./components/linked-account-return.tsx')).LinkedAccountReturn,
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
      {target.kind === 'wallet' ? <Profile address={target.address} viewer={own} /> : <NotFound />}
      {own === null && <JoinBanner />}
      {linkingReturn && (
        <Suspense fallback={null}>
          <LinkedAccountReturn viewer={own} />
        </Suspense>
      )}
    </div>
  )
}

function Profile({ address, viewer }: { address: Address; viewer: Address | null }) {
  const profile = useUserInfo({ target: address, viewer })
  useDocumentTitle(profile.data?.Name)

  if (profile.isPending)
    return (
      <ScreenLoading>
        <Trans>Loading the MeMap…</Trans>
      </ScreenLoading>
    )
  if (profile.isError) {
    if (profile.error instanceof ApiError && profile.error.status === 404) return <NotFound />
    return <ScreenError onRetry={() => void profile.refetch()} />
  }
  const data = profile.data
  const mode = viewMode(viewer, address, data.FriendType)
  const own = mode === 'own'
  return (
    <>
      <StatsBar profile={data} />
      <ProfileCard
        profile={data}
        emotion={
          data.OpenProfile || own ? <EmotionBlock profile={data} viewer={viewer} own={own} /> : null
        }
        start={<FriendListLink user={address} />}
        end={<AlbumLink user={address} />}
        social={<SocialIcons profile={data} address={address} own={own} />}
      />
      <IdentityGraph profile={data} own={own} />
      {viewer !== null && !own && (
        <Suspense fallback={null}>
          <FriendStatus profile={data} viewer={viewer} mode={mode} />
          <div className="member-actions">
            <MemberActions profile={data} viewer={viewer} />
          </div>
        </Suspense>
      )}
    </>
  )
}

function NotFound() {
  return (
    <section className="screen screen--center">
      <h1 className="screen__title">
        <Trans>No MeMap here</Trans>
      </h1>
      <p className="screen__lead">
        <Trans>This wallet has not created a MeMap.</Trans>
      </p>
      <Link className="button button--ghost" to={paths.home}>
        <Trans>Back to the start</Trans>
      </Link>
    </section>
  )
}
