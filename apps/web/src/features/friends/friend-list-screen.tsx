import { Trans, useLingui } from '@lingui/react/macro'
import type { Address } from '@memap/shared/address'
import { type ReactNode, useId } from 'react'
import { Link, Redirect, useSearchParams } from 'wouter'
import { useUserInfo } from '../../shared/api/user-info.ts'
import { formatDate } from '../../shared/lib/format-date.ts'
import { hrefTo, paths } from '../../shared/lib/paths.ts'
import { useSession } from '../../shared/lib/session-store.ts'
import { useDateStyle } from '../../shared/lib/use-date-style.ts'
import { useDocumentTitle } from '../../shared/lib/use-document-title.ts'
import { isWalletAddress } from '../../shared/lib/wallet-address.ts'
import { Avatar } from '../../shared/ui/avatar.tsx'
import { ScreenLoading } from '../../shared/ui/screen-status.tsx'
import './catalog.ts'
import { useFriendList } from './api/friend-list.ts'
import { friendListHeader } from './lib/friend-list-header.ts'
import '../../shared/ui/button.css'
import '../../shared/ui/screen.css'
import '../../shared/ui/member-rows.css'
import './friends.css'

export type FriendListScreenProps = {
  /** Find people, shown on the member's own list (the app gives it: another feature). */
  findPeople?: (viewer: Address) => ReactNode
}

/**
 * `/friendlist?user=0x…` (PRODUCT.md §2): the member's friends; without a user, the signed-in
 * wallet's; without either (or with no address), /.
 */
export function FriendListScreen({ findPeople }: FriendListScreenProps) {
  const [search] = useSearchParams()
  const own = useSession((state) => state.address)
  const user = search.get('user') || own
  if (!isWalletAddress(user)) return <Redirect to={paths.home} replace />
  return <FriendList key={user} user={user} findPeople={findPeople} />
}

function FriendList({ user, findPeople }: { user: Address } & FriendListScreenProps) {
  const { i18n } = useLingui()
  const dates = useDateStyle()
  const own = useSession((state) => state.address)
  const titleId = useId()
  const profile = useUserInfo({ target: user, viewer: own })
  const friends = useFriendList(user)
  const isOwn = own !== null && own.toLowerCase() === user.toLowerCase()
  const list = friends.data ?? []
  const header = friendListHeader(
    { name: profile.data?.Name ?? '', own: isOwn, count: list.length },
    i18n,
  )
  useDocumentTitle(profile.data ? header.title : undefined)

  if (profile.isPending || friends.isPending) {
    return (
      <ScreenLoading>
        <Trans>Loading the network…</Trans>
      </ScreenLoading>
    )
  }
  return (
    <section className="screen friend-list" aria-labelledby={titleId}>
      <header className="friend-list__header">
        <h1 id={titleId} className="screen__title">
          {header.title}
        </h1>
        {header.count !== null && (
          <p className="friend-list__count" data-testid="friend-count">
            {header.count}
          </p>
        )}
      </header>
      {isOwn && own && findPeople && <div className="friend-list__find">{findPeople(own)}</div>}
      {list.length === 0 ? (
        <div className="friend-list__empty">
          <p>
            <Trans>No friends yet. Be their first connection!</Trans>
          </p>
          <button type="button" className="button button--ghost" onClick={() => history.back()}>
            <Trans>Go back</Trans>
          </button>
        </div>
      ) : (
        <ul className="member-rows">
          {list.map((friend) => (
            <li key={friend.WalletAddr}>
              <Link className="member-row" to={hrefTo(paths.memap, { user: friend.WalletAddr })}>
                <Avatar src={friend.ProfileImage} name={friend.UserName} />
                <span className="member-row__name">{friend.UserName}</span>
                <span className="member-row__meta">{formatDate(friend.UpdateAt, dates)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
