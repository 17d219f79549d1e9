import { Trans, useLingui } from '@lingui/react/macro'
import { type Address, addressSchema } from '@memap/shared/address'
import { useId } from 'react'
import { Link, Navigate, useLocation, useNavigate } from 'react-router'
import { useUserInfo } from '../../shared/api/user-info.ts'
import { formatKoreanDate } from '../../shared/lib/format-korean-date.ts'
import { paths } from '../../shared/lib/paths.ts'
import { useSession } from '../../shared/lib/session-store.ts'
import { useDocumentTitle } from '../../shared/lib/use-document-title.ts'
import { Avatar } from '../../shared/ui/avatar.tsx'
import { ScreenLoading } from '../../shared/ui/screen-status.tsx'
import './catalog.ts'
import { useFriendList } from './api/friend-list.ts'
import { friendListHeader } from './lib/friend-list-header.ts'
import '../../shared/ui/button.css'
import '../../shared/ui/screen.css'
import '../../shared/ui/member-rows.css'
import './friends.css'

/** `/friendlist` (PRODUCT.md §2): state `{ user, address }`; without a user it goes to /. */
export function FriendListScreen() {
  const location = useLocation()
  const parsed = addressSchema.safeParse((location.state as { user?: unknown } | null)?.user)
  if (!parsed.success) return <Navigate to={paths.home} replace />
  return <FriendList user={parsed.data} />
}

function FriendList({ user }: { user: Address }) {
  const { i18n } = useLingui()
  const own = useSession((state) => state.address)
  const navigate = useNavigate()
  const titleId = useId()
  const profile = useUserInfo({ target: user, viewer: own })
  const friends = useFriendList(user)
  const isOwn = own !== null && own.toLowerCase() === user.toLowerCase()
  const list = friends.data ?? []
  const header = friendListHeader(
    {
      name: profile.data?.Name ?? '',
      own: isOwn,
      count: list.length,
    },
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
      {list.length === 0 ? (
        <div className="friend-list__empty">
          <p>
            <Trans>No friends yet. Be their first connection!</Trans>
          </p>
          <button type="button" className="button button--ghost" onClick={() => void navigate(-1)}>
            <Trans>Go back</Trans>
          </button>
        </div>
      ) : (
        <ul className="member-rows">
          {list.map((friend) => (
            <li key={friend.WalletAddr}>
              <Link className="member-row" to={paths.memap} state={{ user: friend.WalletAddr }}>
                <Avatar src={friend.ProfileImage} name={friend.UserName} />
                <span className="member-row__name">{friend.UserName}</span>
                <span className="member-row__meta">{formatKoreanDate(friend.UpdateAt)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
