import { Trans } from '@lingui/react/macro'
import type { Address } from '@memap/shared/address'
import { ErrorDialog } from '../../../../shared/ui/error-dialog.tsx'
import { useTestPush } from '../../api/push.ts'
import '../../../../shared/ui/button.css'
import '../../catalog.ts'

/** A test notification to this device, to see how MeMap's notifications look here. */
export function PushTest({ address }: { address: Address }) {
  const test = useTestPush(address)
  return (
    <p className="settings-list__when">
      <button
        type="button"
        className="button button--ghost"
        disabled={test.isPending}
        onClick={() => test.mutate()}
      >
        <Trans>Send a test notification</Trans>
      </button>{' '}
      <span role="status">
        {test.isSuccess && <Trans>A test notification is on its way to this device.</Trans>}
      </span>
      {test.isError && <ErrorDialog error={test.error} onClose={() => test.reset()} />}
    </p>
  )
}
