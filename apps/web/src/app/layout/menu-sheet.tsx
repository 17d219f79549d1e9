import { Trans, useLingui } from '@lingui/react/macro'
import type { Address } from '@memap/shared/address'
import { type ReactNode, useId } from 'react'
import { Link } from 'wouter'
import { shortAddress } from '../../shared/lib/format-address.ts'
import { Dialog } from '../../shared/ui/dialog.tsx'
import { LanguageSwitch } from '../../shared/ui/language-switch.tsx'
import '../catalog.ts'
import { EntryLabel, type MenuEntry } from './menu-entries.tsx'
import '../../shared/ui/button.css'
import '../../shared/ui/icon-button.css'
import '../../shared/ui/menu-sheet.css'
import './app-menu.css'

/**
 * The open menu: the address, a member's search (`search`), the entries, for a wallet without a
 * MeMap the language, and Unlink.
 */
export function MenuSheet({
  address,
  member,
  entries,
  unread,
  search,
  onClose,
  onUnlink,
}: {
  address: Address
  member: boolean
  entries: MenuEntry[]
  unread: number
  search: ReactNode
  onClose: () => void
  onUnlink: () => void
}) {
  const { t } = useLingui()
  const titleId = useId()
  return (
    <Dialog onClose={onClose} labelledBy={titleId} className="menu-sheet">
      <div className="menu-sheet__head">
        <h2 id={titleId} className="dialog__title">
          <Trans>Menu</Trans>
        </h2>
        <button type="button" className="icon-button" aria-label={t`Close`} onClick={onClose}>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
        </button>
      </div>
      <p className="menu-sheet__address">{shortAddress(address)}</p>
      {member && <div className="menu-sheet__search">{search}</div>}
      <nav aria-label={t`Main`}>
        <ul className="menu-list">
          {entries.map((entry) => (
            <li key={entry.to}>
              <Link className="menu-list__item" to={entry.to} onClick={onClose}>
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
      <button type="button" className="button button--ghost menu-sheet__unlink" onClick={onUnlink}>
        <Trans>Unlink</Trans>
      </button>
    </Dialog>
  )
}
