import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Address } from '@memap/shared/address'
import { useId, useState } from 'react'
import { Link } from 'react-router'
import { useIsModerator } from '../../features/session/api/auth.ts'
import { useUnreadCount } from '../../shared/api/unread-count.ts'
import { isFullAddress, shortAddress } from '../../shared/lib/format-address.ts'
import { type AppPath, paths } from '../../shared/lib/paths.ts'
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx'
import { Dialog } from '../../shared/ui/dialog.tsx'
import { LogoMark } from '../../shared/ui/logo-mark.tsx'
import '../catalog.ts'
import { useUnlink } from './use-unlink.ts'
import '../../shared/ui/button.css'
import '../../shared/ui/icon-button.css'
import '../../shared/ui/menu-sheet.css'
import './app-menu.css'

/** PRODUCT.md §2, menu entries, in order; UnLink follows them. */
const ENTRIES: { label: MessageDescriptor; to: AppPath }[] = [
  { label: msg`My MeMap`, to: paths.memap },
  { label: msg`QR Share`, to: paths.miCode },
  { label: msg`News`, to: paths.notifications },
  { label: msg`BadgeCollection`, to: paths.badgeCollection },
  { label: msg`Reward history`, to: paths.myReward },
  { label: msg`Settings`, to: paths.settings },
  { label: msg`My assets`, to: paths.myAssets },
]

type Open = 'closed' | 'menu' | 'confirm-unlink'

/** The menu button (short address and MeMap mark) and the menu it opens. */
export function AppMenu({ address }: { address: Address }) {
  const { t, i18n } = useLingui()
  const titleId = useId()
  const [open, setOpen] = useState<Open>('closed')
  const [unlinking, setUnlinking] = useState(false)
  const unlink = useUnlink()
  const unread = useUnreadCount(address).data ?? 0
  const entries = useIsModerator(address)
    ? [...ENTRIES, { label: msg`Moderation`, to: paths.admin }]
    : ENTRIES
  const close = () => setOpen('closed')
  const unreadText = t`${unread} unread`

  return (
    <>
      <button
        type="button"
        className="menu-button"
        aria-haspopup="dialog"
        aria-expanded={open === 'menu'}
        // PRODUCT.md §2: a full wallet address is needed to open the menu.
        disabled={!isFullAddress(address)}
        onClick={() => setOpen('menu')}
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

      {open === 'menu' && (
        <Dialog onClose={close} labelledBy={titleId} className="menu-sheet">
          <div className="menu-sheet__head">
            <h2 id={titleId} className="dialog__title">
              <Trans>Menu</Trans>
            </h2>
            <button type="button" className="icon-button" aria-label={t`Close`} onClick={close}>
              <svg viewBox="0 0 24 24" aria-hidden="true">
                <path d="M6 6l12 12M18 6 6 18" />
              </svg>
            </button>
          </div>
          <p className="menu-sheet__address">{shortAddress(address)}</p>
          <nav aria-label={t`Main`}>
            <ul className="menu-list">
              {entries.map((entry) => (
                <li key={entry.to}>
                  <Link
                    className="menu-list__item"
                    to={entry.to}
                    state={entry.to === paths.memap ? { user: address } : undefined}
                    onClick={close}
                  >
                    {i18n._(entry.label)}
                    {entry.to === paths.notifications && unread > 0 && (
                      <>
                        <span className="visually-hidden">, {unreadText}</span>
                        <UnreadBadge count={unread} />
                      </>
                    )}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <button
            type="button"
            className="button button--ghost menu-sheet__unlink"
            onClick={() => setOpen('confirm-unlink')}
          >
            <Trans>UnLink</Trans>
          </button>
        </Dialog>
      )}

      {open === 'confirm-unlink' && (
        <ConfirmDialog
          title={t`Unlink your wallet?`}
          confirmLabel={t`UnLink`}
          busy={unlinking}
          onCancel={close}
          onConfirm={() => {
            setUnlinking(true)
            void unlink()
          }}
        >
          <Trans>You will be signed out of MeMap and your wallet disconnected.</Trans>
        </ConfirmDialog>
      )}
    </>
  )
}

/** The number of unread notifications, as a badge (read out by its holder's label). */
function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null
  return (
    <span className="unread-badge" aria-hidden="true" data-testid="unread-badge">
      {count > 99 ? '99+' : count}
    </span>
  )
}
