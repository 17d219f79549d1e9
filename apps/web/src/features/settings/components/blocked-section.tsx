import { Trans, useLingui } from '@lingui/react/macro'
import type { Address } from '@memap/shared/address'
import { useId, useState } from 'react'
import { useBlockedMembers, useBlockMember } from '../../../shared/api/blocks.ts'
import { Avatar } from '../../../shared/ui/avatar.tsx'
import { ErrorDialog } from '../../../shared/ui/error-dialog.tsx'
import { ScreenError, ScreenLoading } from '../../../shared/ui/screen-status.tsx'
import '../../../shared/ui/button.css'
import '../../../shared/ui/screen.css'
import '../catalog.ts'
import './settings-lists.css'

/** The members the wallet blocks, each with Unblock. */
export function BlockedSection({ address }: { address: Address }) {
  const { t } = useLingui()
  const titleId = useId()
  const blocked = useBlockedMembers(address)
  const unblock = useBlockMember(address, 'unblock')
  const [failure, setFailure] = useState<unknown>(null)

  return (
    <section className="screen settings-list" aria-labelledby={titleId}>
      <h2 id={titleId} className="settings-list__title">
        <Trans>Blocked members</Trans>
      </h2>
      {blocked.isPending ? (
        <ScreenLoading>
          <Trans>Loading the members you block…</Trans>
        </ScreenLoading>
      ) : blocked.isError ? (
        <ScreenError onRetry={() => void blocked.refetch()} />
      ) : blocked.data.length === 0 ? (
        <p className="settings-list__when">
          <Trans>You block nobody.</Trans>
        </p>
      ) : (
        <ul className="settings-list__list">
          {blocked.data.map(({ WalletAddr, ProfileImage, UserName: name }) => (
            <li key={WalletAddr} className="settings-list__item">
              <p className="settings-list__device">
                <Avatar src={ProfileImage} name={name} size="md" />
                {name}
              </p>
              <button
                type="button"
                className="button button--ghost"
                aria-label={t`Unblock ${name}`}
                disabled={unblock.isPending}
                onClick={() => unblock.mutate(WalletAddr, { onError: setFailure })}
              >
                <Trans>Unblock</Trans>
              </button>
            </li>
          ))}
        </ul>
      )}
      {failure !== null && <ErrorDialog error={failure} onClose={() => setFailure(null)} />}
    </section>
  )
}
