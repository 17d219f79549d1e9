import { Trans } from '@lingui/react/macro'
import type { Address } from '@memap/shared/address'
import { ErrorDialog } from '../../../../shared/ui/error-dialog.tsx'
import { SuccessDialog } from '../../../../shared/ui/success-dialog.tsx'
import '../catalog.ts'
import { useLinkingReturn } from '../lib/use-linking-return.ts'

/**
 * What /memap does when a social login returns to it (PRODUCT.md §7):
 * - `?TwitterHandle=…` (the X callback linked the account): the handle is shown, the profile
 *   refetched and the parameter taken out of the address bar.
 * - `#tgAuthResult=…` (Telegram's login page, in the popup the profile opened): the payload is
 *   sent to `POST /v0/auth/telegram` and the popup closes, which makes the profile behind it
 *   refetch. Opened in a tab of its own, the page shows the handle instead.
 */
export function LinkedAccountReturn({ viewer }: { viewer: Address | null }) {
  const { shown, close } = useLinkingReturn(viewer)

  if (shown.kind === 'error') return <ErrorDialog onClose={close} />
  if (shown.kind === 'linked') {
    const { network } = shown.linked
    const handle = shown.linked.handle.replace(/^@/, '')
    return (
      <SuccessDialog onClose={close}>
        <Trans>Your request has been processed without any issues.</Trans>{' '}
        <span className="linked-account" data-testid="linked-account">
          <Trans>
            {network} account @{handle} is linked to your MeMap.
          </Trans>
        </span>
      </SuccessDialog>
    )
  }
  return null
}
