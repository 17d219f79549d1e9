import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { Link, Redirect, useSearchParams } from 'wouter'
import { formatCount } from '../../shared/lib/format-number.ts'
import { hrefTo, paths } from '../../shared/lib/paths.ts'
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
import { catalogueName } from '../../shared/names/catalogue-name.ts'

/** A network of the identity graph: the tag's name and its ObjectId. */
type NetworkChoice = { network: string; objectId: string }

/**
 * `/findnetwork?network=<name>&objectId=<ObjectId>` (PRODUCT.md §2): the members of a network of
 * the identity graph, as its tag's link names it; without one, /.
 */
export function FindNetworkScreen() {
  const [search] = useSearchParams()
  const network = search.get('network') ?? ''
  const objectId = search.get('objectId') ?? ''
  if (network === '' || objectId === '') return <Redirect to={paths.home} replace />
  return <FindNetwork key={objectId} choice={{ network, objectId }} />
}

function FindNetwork({ choice }: { choice: NetworkChoice }) {
  const { t, i18n } = useLingui()
  const viewer = useSession((state) => state.address)
  const titleId = useId()
  // The tag's name, in the viewer's language: its catalogue is the ObjectId's (`emotion:3`, `badge:7`).
  const network = catalogueName(
    i18n,
    choice.objectId.startsWith('emotion:') ? 'emotion' : 'badge',
    choice.network,
  )
  const title = t`Network by ${network}`
  useDocumentTitle(title)
  const members = useRecommendedMembers(viewer, choice.objectId)
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
                  <Link
                    className="member-row"
                    to={hrefTo(paths.memap, { user: member.WalletAddr })}
                  >
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
