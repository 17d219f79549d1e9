import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { Address } from '@memap/shared/address'
import { Link } from 'wouter'
import { type AppPath, hrefTo, paths } from '../../../shared/lib/paths.ts'
import { Icon } from '../../../shared/ui/icon.tsx'
import '../../../shared/ui/icon-button.css'
import '../catalog.ts'

type LinkProps = { user: Address }

/** An icon of the card that opens another screen about this member, named in its URL. */
function ProfileIconLink({
  to,
  label,
  icon,
  user,
}: LinkProps & { to: AppPath; label: MessageDescriptor; icon: string }) {
  const { i18n } = useLingui()
  return (
    <Link
      className="icon-button icon-button--tinted"
      to={hrefTo(to, { user })}
      aria-label={i18n._(label)}
      title={i18n._(label)}
    >
      <Icon path={icon} size={22} />
    </Link>
  )
}

/** PRODUCT.md §2: the friend list icon, to /friendlist. */
export function FriendListLink(props: LinkProps) {
  return (
    <ProfileIconLink
      {...props}
      to={paths.friendList}
      label={msg`Friend list`}
      icon="M16 11a3 3 0 1 0-3-3 3 3 0 0 0 3 3zm-8 0a3 3 0 1 0-3-3 3 3 0 0 0 3 3zm0 2c-2.33 0-7 1.17-7 3.5V19h14v-2.5C15 14.17 10.33 13 8 13zm8 0c-.29 0-.62.02-.97.05A4.22 4.22 0 0 1 17 16.5V19h6v-2.5c0-2.33-4.67-3.5-7-3.5z"
    />
  )
}

/** PRODUCT.md §2: the album icon, to /album. */
export function AlbumLink(props: LinkProps) {
  return (
    <ProfileIconLink
      {...props}
      to={paths.album}
      label={msg`Album`}
      icon="M21 19V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2zM8.5 13.5l2.5 3 3.5-4.5 4.5 6H5l3.5-4.5z"
    />
  )
}
