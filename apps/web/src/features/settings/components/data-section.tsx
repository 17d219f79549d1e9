import type { Address } from '@memap/shared/address'
import { useId } from 'react'
import { ErrorDialog } from '../../../shared/ui/error-dialog.tsx'
import { useDownloadMyData } from '../api/account-export.ts'
import './settings-lists.css'

/** The member's data: a copy of everything MeMap holds about the wallet, as a file. */
export function DataSection({ address }: { address: Address }) {
  const titleId = useId()
  const download = useDownloadMyData(address)
  return (
    <section className="screen settings-list" aria-labelledby={titleId}>
      <h2 id={titleId} className="settings-list__title">
        Your data
      </h2>
      <p className="settings-list__when">
        A file with everything MeMap keeps about your wallet: your profile, emotions and reasons,
        friends and requests, album, badges, point history and news.
      </p>
      <button
        type="button"
        className="button button--ghost settings-list__all"
        disabled={download.isPending}
        aria-busy={download.isPending}
        onClick={() => download.mutate()}
      >
        {download.isPending ? 'Preparing your data…' : 'Download my data'}
      </button>
      {download.isError && <ErrorDialog error={download.error} onClose={() => download.reset()} />}
    </section>
  )
}
