import { Trans, useLingui } from '@lingui/react/macro'
import type { Address } from '@memap/shared/address'
import type { UserInfo } from '@memap/shared/profile'
import { useId, useState } from 'react'
import { useBlockMember } from '../../../shared/api/blocks.ts'
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx'
import { Dialog } from '../../../shared/ui/dialog.tsx'
import { ErrorDialog } from '../../../shared/ui/error-dialog.tsx'
import { ReportDialog } from '../../../shared/ui/report-dialog.tsx'
import '../../../shared/ui/button.css'
import '../../../shared/ui/menu-sheet.css'
import '../catalog.ts'
import './member-actions.css'

type Open = 'closed' | 'menu' | 'confirm-block' | 'report'

/**
 * The actions on another member's profile, behind a "More" button: Block (or Unblock when the
 * viewer blocks them) and Report. Only for a signed-in viewer on someone else's profile.
 */
export function MemberActions({ profile, viewer }: { profile: UserInfo; viewer: Address }) {
  const { t } = useLingui()
  const titleId = useId()
  const [open, setOpen] = useState<Open>('closed')
  const [failure, setFailure] = useState<unknown>(null)
  const block = useBlockMember(viewer, 'block')
  const unblock = useBlockMember(viewer, 'unblock')
  const close = () => setOpen('closed')
  const done = { onSettled: close, onError: setFailure }
  const name = profile.Name

  return (
    <>
      <button
        type="button"
        className="button button--ghost member-actions__more"
        aria-haspopup="dialog"
        onClick={() => setOpen('menu')}
      >
        <Trans>More</Trans>
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
                  <Trans>Unblock</Trans>
                </button>
              ) : (
                <button
                  type="button"
                  className="menu-list__item"
                  onClick={() => setOpen('confirm-block')}
                >
                  <Trans>Block</Trans>
                </button>
              )}
            </li>
            <li>
              <button type="button" className="menu-list__item" onClick={() => setOpen('report')}>
                <Trans>Report</Trans>
              </button>
            </li>
          </ul>
        </Dialog>
      )}
      {open === 'confirm-block' && (
        <ConfirmDialog
          title={t`Block ${name}?`}
          confirmLabel={t`Block`}
          busy={block.isPending}
          onCancel={close}
          onConfirm={() => block.mutate(profile.WalletAddr, done)}
        >
          <Trans>
            You will not be able to send each other friend requests, cheers or likes, and you will
            not see each other in networks. A friendship ends (no fee) and a pending request is
            cancelled and refunded. They are not told.
          </Trans>
        </ConfirmDialog>
      )}
      {open === 'report' && (
        <ReportDialog
          title={t`Report ${name}`}
          reporter={viewer}
          target={{ target: profile.WalletAddr }}
          onClose={close}
        />
      )}
      {failure !== null && <ErrorDialog error={failure} onClose={() => setFailure(null)} />}
    </>
  )
}
