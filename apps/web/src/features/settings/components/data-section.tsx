import { Trans } from '@lingui/react/macro'
import type { Address } from '@memap/shared/address'
import { useId } from 'react'
import { ErrorDialog } from '../../../shared/ui/error-dialog.tsx'
import { useDownloadMyData } from '../api/account-export.ts'
import '../../../shared/ui/button.css'
import '../../../shared/ui/screen.css'
import '../catalog.ts'
import './settings-lists.css'

/** The member's data: a copy of everything MeMap holds about the wallet, as a file. */
export function DataSection({ address }: { address: Address }) {
  const titleId = useId()
  const download = useDownloadMyData(address)
  return (
    <section className="screen settings-list" aria-labelledby={titleId}>
      <h2 id={titleId} className="settings-list__title">
        <Trans>Your data</Trans>
      </h2>
      <p className="settings-list__when">
        <Trans>
          A file with everything MeMap keeps about your wallet: your profile, emotions and reasons,
          friends and requests, album, badges, point history and news.
        </Trans>
      </p>
      <button
        type="button"
        className="button button--ghost settings-list__all"
        disabled={download.isPending}
        aria-busy={download.isPending}
        onClick={() => download.mutate()}
      >
        {download.isPending ? <Trans>Preparing your data…</Trans> : <Trans>Download my data</Trans>}
      </button>
      {download.isError && <ErrorDialog error={download.error} onClose={() => download.reset()} />}
    </section>
  )
}
