import { Trans, useLingui } from '@lingui/react/macro'
import type { Address } from '@memap/shared/address'
import { useId } from 'react'
import { Redirect, useLocation } from 'wouter'
import { useUserInfo } from '../../shared/api/user-info.ts'
import { paths } from '../../shared/lib/paths.ts'
import { useSession } from '../../shared/lib/session-store.ts'
import { useDocumentTitle } from '../../shared/lib/use-document-title.ts'
import { useCopyText } from '../../shared/ui/use-copy-text.tsx'
import './catalog.ts'
import { ShareQrCode } from './components/share-qr-code.tsx'
import { shareLink } from './lib/share-link.ts'
import '../../shared/ui/button.css'
import '../../shared/ui/screen.css'
import './share.css'

/** `/micode` (PRODUCT.md §2): the QR code of the link to the own MeMap, the name, Share and Close. */
export function ShareScreen() {
  const { t } = useLingui()
  useDocumentTitle(t`QR Share`)
  const address = useSession((state) => state.address)
  if (!address) return <Redirect to={paths.home} replace />
  return <OwnShare address={address} />
}

function OwnShare({ address }: { address: Address }) {
  const { t } = useLingui()
  const titleId = useId()
  const [, navigate] = useLocation()
  const storedName = useSession((state) => state.name)
  const profile = useUserInfo({ target: address, viewer: address })
  const name = profile.data?.Name || storedName || ''
  const link = shareLink(window.location.origin, address)
  const copied = useCopyText()

  return (
    <section className="screen share" aria-labelledby={titleId}>
      <h1 id={titleId} className="screen__title">
        <Trans>QR Share</Trans>
      </h1>
      <div className="share__card">
        <ShareQrCode text={link} label={t`QR code of the link to your MeMap`} />
        <p className="share__name">{name}</p>
        <p className="share__link">{link}</p>
      </div>
      <div className="share__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => void copied.copy(link, t`The link has been copied`)}
        >
          <Trans>Share</Trans>
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => navigate(paths.memap)}
        >
          <Trans>Close</Trans>
        </button>
      </div>
      {copied.notice}
    </section>
  )
}
