import { Trans } from '@lingui/react/macro'
import { useId } from 'react'
import { Dialog } from '../../../../shared/ui/dialog.tsx'
import '../../../../shared/ui/menu-sheet.css'
import '../catalog.ts'

export type MemberMenuProps = {
  name: string
  /** The viewer blocks the member: the menu offers Unblock instead of Block. */
  blocked: boolean
  /** An unblock is under way. */
  unblocking: boolean
  onBlock: () => void
  onUnblock: () => void
  onReport: () => void
  onClose: () => void
}

/** The sheet behind More: Block or Unblock, and Report. */
export function MemberMenu({
  name,
  blocked,
  unblocking,
  onBlock,
  onUnblock,
  onReport,
  onClose,
}: MemberMenuProps) {
  const titleId = useId()
  return (
    <Dialog onClose={onClose} labelledBy={titleId} className="menu-sheet">
      <h2 id={titleId} className="dialog__title">
        {name}
      </h2>
      <ul className="menu-list">
        <li>
          {blocked ? (
            <button
              type="button"
              className="menu-list__item"
              disabled={unblocking}
              onClick={onUnblock}
            >
              <Trans>Unblock</Trans>
            </button>
          ) : (
            <button type="button" className="menu-list__item" onClick={onBlock}>
              <Trans>Block</Trans>
            </button>
          )}
        </li>
        <li>
          <button type="button" className="menu-list__item" onClick={onReport}>
            <Trans>Report</Trans>
          </button>
        </li>
      </ul>
    </Dialog>
  )
}
