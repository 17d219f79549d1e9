import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { Link, Navigate, useLocation } from 'react-router'
import { formatCount } from '../../shared/lib/format-number.ts'
import { type NetworkChoice, readNetworkChoice } from '../../shared/lib/network-choice.ts'
import { paths } from '../../shared/lib/paths.ts'
import { useSession } from '../../shared/lib/session-store.ts'
import { useDocumentTitle } from '../../shared/lib/use-document-title.ts'
import { Avatar } from '../../shared/ui/avatar.tsx'
import { KnownTag } from '../../shared/ui/known-tag.tsx'
import { ScreenError, ScreenLoading } from '../../shared/ui/screen-status.tsx'
import './catalog.ts'
import { useRecommendedMembers } from './api/recommend.ts'
import '../../shared/ui/button.css'
import '../../shared/ui/screen.css'
import '../../shared/ui/member-rows.css'
import './network.css'

/**
 * `/findnetwork` (PRODUCT.md §2): the members of a network of the identity graph. Network and address
 * (the tag's ObjectId) come from the route state or session storage; without either, /.
 */
export function FindNetworkScreen() {
  const location = useLocation()
  const choice = readNetworkChoice(location.state)
  if (choice === null) return <Navigate to={paths.home} replace />
  return <FindNetwork key={choice.address} choice={choice} />
}

function FindNetwork({ choice }: { choice: NetworkChoice }) {
  const { t } = useLingui()
  const viewer = useSession((state) => state.address)
  const titleId = useId()
  const { network } = choice
  const title = t`Network by ${network}`
  useDocumentTitle(title)
  const members = useRecommendedMembers(viewer, choice.address)
  const list = members.data?.pages.flatMap((page) => page.Friends) ?? []

  return (
    <section className="screen find-network" aria-labelledby={titleId}>
      <h1 id={titleId} className="screen__title">
        {title}
      </h1>
      {members.isPending ? (
        <ScreenLoading>
          <Trans>Loading the network…</Trans>
        </ScreenLoading>
      ) : members.isError && list.length === 0 ? (
        <ScreenError onRetry={() => void members.refetch()} />
      ) : (
        <>
          {list.length === 0 ? (
            <p className="screen__lead">
              <Trans>Nobody else is in this network yet.</Trans>
            </p>
          ) : (
            <ul className="member-rows">
              {list.map((member) => (
                <li key={member.WalletAddr}>
                  <Link className="member-row" to={paths.memap} state={{ user: member.WalletAddr }}>
                    <Avatar src={member.ProfileImage} name={member.UserName} />
                    <span className="member-row__name">{member.UserName}</span>
                    {member.FriendType === 2 && <KnownTag />}
                    <span className="member-row__meta">SNV {formatCount(member.Svn)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {members.hasNextPage && (
            <button
              type="button"
              className="button button--ghost network-more"
              disabled={members.isFetchingNextPage}
              aria-busy={members.isFetchingNextPage}
              onClick={() => void members.fetchNextPage()}
            >
              <Trans>load more...</Trans>
            </button>
          )}
        </>
      )}
    </section>
  )
}
