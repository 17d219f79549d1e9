import { Trans, useLingui } from '@lingui/react/macro'
import type { Address } from '@memap/shared/address'
import { useId, useState } from 'react'
import { Link } from 'wouter'
import { useIsModerator } from '../../features/session/api/auth.ts'
import { useUnreadCount } from '../../shared/api/unread-count.ts'
import { lazyWithTexts } from '../../shared/i18n/lazy-with-texts.ts'
import { shortAddress } from '../../shared/lib/format-address.ts'
import { isWalletAddress } from '../../shared/lib/wallet-address.ts'
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx'
import { Dialog } from '../../shared/ui/dialog.tsx'
import { LanguageSwitch } from '../../shared/ui/language-switch.tsx'
import { LogoMark } from '../../shared/ui/logo-mark.tsx'
import '../catalog.ts'
import { EntryLabel, menuEntries, UnreadBadge } from './menu-entries.tsx'
import { useUnlink } from './use-unlink.ts'
import '../../shared/ui/button.css'
import '../../shared/ui/icon-button.css'
import '../../shared/ui/menu-sheet.css'
import './app-menu.css'
import { Suspense } from '../../shared/ui/suspense.tsx'

type Open = 'closed' | 'menu' | 'confirm-unlink'

/**
 * Find people (features/search), loaded as the menu opens. Declared here and on the friend list
 * route each, not in a module both import: such a module would be a chunk of its own, named in the
 * list of what the first screens may load later (e2e/weight.test.ts).
 */
const MemberSearch = lazyWithTexts(
  async () => (await import('../../features/search/member-search.tsx')).MemberSearch,
)

/**
 * The menu button (short address and MeMap mark) and the menu it opens: a member's, or for a
 * wallet without a MeMap (`member` false) the way to create one, the language, the devices and
 * Unlink.
 */
export function AppMenu({ address, member }: { address: Address; member: boolean }) {
  const { t } = useLingui()
  const titleId = useId()
  const [open, setOpen] = useState<Open>('closed')
  const [unlinking, setUnlinking] = useState(false)
  const unlink = useUnlink()
  const unread = useUnreadCount(address, member).data ?? 0
  const moderator = useIsModerator(address)
  const entries = menuEntries({ member, moderator })
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
        disabled={!isWalletAddress(address)}
        onClick={() => {
          if (member) void MemberSearch.preload()
          setOpen('menu')
        }}
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
          {member && (
            <div className="menu-sheet__search">
              <Suspense fallback={null}>
                <MemberSearch viewer={address} onPick={close} />
              </Suspense>
            </div>
          )}
          <nav aria-label={t`Main`}>
            <ul className="menu-list">
              {entries.map((entry) => (
                <li key={entry.to}>
                  <Link className="menu-list__item" to={entry.to} onClick={close}>
                    <EntryLabel entry={entry} unread={unread} />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {!member && (
            <div className="menu-sheet__language">
              <LanguageSwitch />
            </div>
          )}
          <button
            type="button"
            className="button button--ghost menu-sheet__unlink"
            onClick={() => setOpen('confirm-unlink')}
          >
            <Trans>Unlink</Trans>
          </button>
        </Dialog>
      )}

      {open === 'confirm-unlink' && (
        <ConfirmDialog
          title={t`Unlink your wallet?`}
          confirmLabel={t`Unlink`}
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
