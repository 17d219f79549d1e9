import { Trans } from '@lingui/react/macro'
import { Link } from 'wouter'
import { hrefTo, paths } from '../../../shared/lib/paths.ts'
import { Avatar } from '../../../shared/ui/avatar.tsx'
import { KnownTag } from '../../../shared/ui/known-tag.tsx'
import '../catalog.ts'
import type { FoundMember } from '../api/search-members.ts'

/** A member found: picture, name and where the searcher stands with them. */
export function FoundRow({ member, onPick }: { member: FoundMember; onPick?: () => void }) {
  return (
    <Link
      className="member-row"
      to={hrefTo(paths.memap, { user: member.WalletAddr })}
      onClick={onPick}
    >
      <Avatar src={member.ProfileImage} name={member.UserName} />
      <span className="member-row__name">{member.UserName}</span>
      {member.FriendType === 2 ? (
        <KnownTag />
      ) : member.FriendType === 1 ? (
        <span className="member-search__pending">
          <Trans>Request pending</Trans>
        </span>
      ) : null}
    </Link>
  )
}
