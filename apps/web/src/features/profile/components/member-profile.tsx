import { Trans } from '@lingui/react/macro'
import type { Address } from '@memap/shared/address'
import { useUserInfo } from '../../../shared/api/user-info.ts'
import { lazyWithTexts } from '../../../shared/i18n/lazy-with-texts.ts'
import { ApiError } from '../../../shared/lib/api-errors.ts'
import { useDocumentTitle } from '../../../shared/lib/use-document-title.ts'
import { ScreenError, ScreenLoading } from '../../../shared/ui/screen-status.tsx'
import { Suspense } from '../../../shared/ui/suspense.tsx'
import '../catalog.ts'
import { viewMode } from '../lib/view-mode.ts'
import { EmotionBlock } from './emotion-block.tsx'
import { IdentityGraph } from './identity-graph.tsx'
import { NoMemap } from './no-memap.tsx'
import { ProfileCard } from './profile-card.tsx'
import { AlbumLink, FriendListLink } from './profile-links.tsx'
import { SocialIcons } from './social-icons.tsx'
import { StatsBar } from './stats-bar.tsx'

// What only a signed-in member sees on another's profile (the friend request and its dialogs,
// More: block and report) loads when one does: a visitor's first visit never downloads it.
const FriendStatus = lazyWithTexts(
  async () => (await import('../on-demand/components/friend-status.tsx')).FriendStatus,
)
const MemberActions = lazyWithTexts(
  async () => (await import('../on-demand/components/member-actions.tsx')).MemberActions,
)

/** The MeMap of `address` as `viewer` sees it, once read; none there, NoMemap. */
export function MemberProfile({ address, viewer }: { address: Address; viewer: Address | null }) {
  const profile = useUserInfo({ target: address, viewer })
  useDocumentTitle(profile.data?.Name)

  if (profile.isPending)
    return (
      <ScreenLoading>
        <Trans>Loading the MeMap…</Trans>
      </ScreenLoading>
    )
  if (profile.isError) {
    if (profile.error instanceof ApiError && profile.error.status === 404) return <NoMemap />
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
