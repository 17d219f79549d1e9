import type { Address } from '@memap/shared/address'
import type { UserInfo } from '@memap/shared/profile'
import { useId, useState } from 'react'
import { useBlockMember } from '../../../shared/api/blocks.ts'
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx'
import { Dialog } from '../../../shared/ui/dialog.tsx'
import { ErrorDialog } from '../../../shared/ui/error-dialog.tsx'
import { ReportDialog } from '../../../shared/ui/report-dialog.tsx'
import './member-actions.css'

type Open = 'closed' | 'menu' | 'confirm-block' | 'report'

/**
 * The actions on another member's profile, behind a "More" button: Block (or Unblock when the
 * viewer blocks them) and Report. Only for a signed-in viewer on someone else's profile.
 */
export function MemberActions({ profile, viewer }: { profile: UserInfo; viewer: Address }) {
  const titleId = useId()
  const [open, setOpen] = useState<Open>('closed')
  const [failure, setFailure] = useState<unknown>(null)
  const block = useBlockMember(viewer, 'block')
  const unblock = useBlockMember(viewer, 'unblock')
  const close = () => setOpen('closed')
  const done = { onSettled: close, onError: setFailure }

  return (
    <>
      {profile.Blocked && <p className="member-actions__note">You blocked this member.</p>}
      <button
        type="button"
        className="button button--ghost member-actions__more"
        aria-haspopup="dialog"
        onClick={() => setOpen('menu')}
      >
        More
      </button>
      {open === 'menu' && (
        <Dialog onClose={close} labelledBy={titleId} className="menu-sheet">
          <h2 id={titleId} className="dialog__title">
            {profile.Name}
          </h2>
          <ul className="menu-list">
            <li>
              {profile.Blocked ? (
                <button
                  type="button"
                  className="menu-list__item"
                  disabled={unblock.isPending}
                  onClick={() => unblock.mutate(profile.WalletAddr, done)}
                >
                  Unblock
                </button>
              ) : (
                <button
                  type="button"
                  className="menu-list__item"
                  onClick={() => setOpen('confirm-block')}
                >
                  Block
                </button>
              )}
            </li>
            <li>
              <button type="button" className="menu-list__item" onClick={() => setOpen('report')}>
                Report
              </button>
            </li>
          </ul>
        </Dialog>
      )}
      {open === 'confirm-block' && (
        <ConfirmDialog
          title={`Block ${profile.Name}?`}
          confirmLabel="Block"
          busy={block.isPending}
          onCancel={close}
          onConfirm={() => block.mutate(profile.WalletAddr, done)}
        >
          You will not be able to send each other friend requests, cheers or likes, and you will not
          see each other in networks. A friendship ends (no fee) and a pending request is cancelled
          and refunded. They are not told.
        </ConfirmDialog>
      )}
      {open === 'report' && (
        <ReportDialog
          title={`Report ${profile.Name}`}
          reporter={viewer}
          target={{ target: profile.WalletAddr }}
          onClose={close}
        />
      )}
      {failure !== null && <ErrorDialog error={failure} onClose={() => setFailure(null)} />}
    </>
  )
}
