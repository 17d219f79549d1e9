import type { Address } from '@memap/shared/address'
import { useId, useState } from 'react'
import { useBlockedMembers, useBlockMember } from '../../../shared/api/blocks.ts'
import { Avatar } from '../../../shared/ui/avatar.tsx'
import { ErrorDialog } from '../../../shared/ui/error-dialog.tsx'
import { ScreenError, ScreenLoading } from '../../../shared/ui/screen-status.tsx'
import './settings-lists.css'

/** The members the wallet blocks, each with Unblock. */
export function BlockedSection({ address }: { address: Address }) {
  const titleId = useId()
  const blocked = useBlockedMembers(address)
  const unblock = useBlockMember(address, 'unblock')
  const [failure, setFailure] = useState<unknown>(null)

  return (
    <section className="screen settings-list" aria-labelledby={titleId}>
      <h2 id={titleId} className="settings-list__title">
        Blocked members
      </h2>
      {blocked.isPending ? (
        <ScreenLoading>Loading the members you block…</ScreenLoading>
      ) : blocked.isError ? (
        <ScreenError onRetry={() => void blocked.refetch()} />
      ) : blocked.data.length === 0 ? (
        <p className="settings-list__when">You block nobody.</p>
      ) : (
        <ul className="settings-list__list">
          {blocked.data.map((member) => (
            <li key={member.WalletAddr} className="settings-list__item">
              <p className="settings-list__device">
                <Avatar src={member.ProfileImage} name={member.UserName} size="md" />
                {member.UserName}
              </p>
              <button
                type="button"
                className="button button--ghost"
                aria-label={`Unblock ${member.UserName}`}
                disabled={unblock.isPending}
                onClick={() => unblock.mutate(member.WalletAddr, { onError: setFailure })}
              >
                Unblock
              </button>
            </li>
          ))}
        </ul>
      )}
      {failure !== null && <ErrorDialog error={failure} onClose={() => setFailure(null)} />}
    </section>
  )
}
