import { useLingui } from '@lingui/react/macro'
import type { Address } from '@memap/shared/address'
import { shortAddress } from '../../shared/lib/format-address.ts'
import { isWalletAddress } from '../../shared/lib/wallet-address.ts'
import { LogoMark } from '../../shared/ui/logo-mark.tsx'
import '../catalog.ts'
import { UnreadBadge } from './menu-entries.tsx'
import './app-menu.css'

/** The top bar's menu button: the MeMap mark, the short address and the unread count. */
export function MenuButton({
  address,
  unread,
  expanded,
  onOpen,
}: {
  address: Address
  unread: number
  expanded: boolean
  onOpen: () => void
}) {
  const { t } = useLingui()
  const unreadText = t`${unread} unread`
  return (
    <button
      type="button"
      className="menu-button"
      aria-haspopup="dialog"
      aria-expanded={expanded}
      // PRODUCT.md §2: a full wallet address is needed to open the menu.
      disabled={!isWalletAddress(address)}
      onClick={onOpen}
    >
      <LogoMark size={24} />
      <span className="menu-button__address">{shortAddress(address)}</span>
      <span className="visually-hidden">
        {t`, open the menu`}
        {unread > 0 ? `, ${unreadText}` : ''}
      </span>
      <UnreadBadge count={unread} />
      <svg className="line-icon" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M4 7h16M4 12h16M4 17h16" />
      </svg>
    </button>
  )
}
