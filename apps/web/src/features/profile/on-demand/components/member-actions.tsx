import { Trans, useLingui } from '@lingui/react/macro'
import type { Address } from '@memap/shared/address'
import type { UserInfo } from '@memap/shared/profile'
import { useState } from 'react'
import { useBlockMember } from '../../../../shared/api/blocks.ts'
import { ReportDialog } from '../../../../shared/forms/report-dialog.tsx'
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog.tsx'
import { ErrorDialog } from '../../../../shared/ui/error-dialog.tsx'
import '../../../../shared/ui/button.css'
import '../catalog.ts'
import { MemberMenu } from './member-menu.tsx'
import './member-actions.css'

type Open = 'closed' | 'menu' | 'confirm-block' | 'report'

/**
 * The actions on another member's profile, behind a "More" button: Block (or Unblock when the
 * viewer blocks them) and Report. Only for a signed-in viewer on someone else's profile.
 */
export function MemberActions({ profile, viewer }: { profile: UserInfo; viewer: Address }) {
  const { t } = useLingui()
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
        <MemberMenu
          name={profile.Name}
          blocked={profile.Blocked}
          unblocking={unblock.isPending}
          onBlock={() => setOpen('confirm-block')}
          onUnblock={() => unblock.mutate(profile.WalletAddr, done)}
          onReport={() => setOpen('report')}
          onClose={close}
        />
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
