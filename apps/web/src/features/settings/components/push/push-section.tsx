import { Trans, useLingui } from '@lingui/react/macro'
import type { Address } from '@memap/shared/address'
import { PUSH_KINDS } from '@memap/shared/push'
import { useId, useState } from 'react'
import { usePublicConfig } from '../../../../shared/lib/public-config.ts'
import { SwitchField } from '../../../../shared/ui/switch-field.tsx'
import { usePushDevice, useSubscribeDevice, useUnsubscribeDevice } from '../../api/push.ts'
import { pushSupport } from '../../lib/device-push.ts'
import '../../../../shared/ui/screen.css'
import '../../catalog.ts'
import '../settings-lists.css'
import { PushKinds } from './push-kinds.tsx'
import { PushRefusal } from './push-refusal.tsx'
import { PushTest } from './push-test.tsx'
import { QuietHoursField } from './quiet-hours-field.tsx'

/**
 * "Notifications on this device" (PRODUCT.md §2, /settings): off until the member turns it on, which is when the
 * browser asks for its permission (never on load); then the kinds it receives, a test
 * notification and the quiet hours. Absent when the server sends no pushes.
 */
export function PushSection({ address }: { address: Address }) {
  const titleId = useId()
  const { pushPublicKey } = usePublicConfig()
  if (pushPublicKey === null) return null
  return (
    <section className="screen settings-list" aria-labelledby={titleId}>
      <h2 id={titleId} className="settings-list__title">
        <Trans>Notifications on this device</Trans>
      </h2>
      <DevicePush address={address} />
    </section>
  )
}

function DevicePush({ address }: { address: Address }) {
  const { t } = useLingui()
  const support = pushSupport()
  const device = usePushDevice(address)
  const subscribe = useSubscribeDevice(address)
  const unsubscribe = useUnsubscribeDevice(address)
  const [failure, setFailure] = useState<unknown>(null)

  if (support === 'home-screen-first') {
    return (
      <p className="settings-list__when">
        <Trans>
          On iPhone and iPad, MeMap can notify you once it is on your Home Screen: tap Share, then
          Add to Home Screen, and open MeMap from there to turn notifications on.
        </Trans>
      </p>
    )
  }
  if (support === 'unsupported') {
    return (
      <p className="settings-list__when">
        <Trans>This browser cannot show notifications from MeMap.</Trans>
      </p>
    )
  }
  const kinds = device.data?.kinds ?? null
  const busy = device.isPending || subscribe.isPending || unsubscribe.isPending
  return (
    <>
      <SwitchField
        label={t`Notify me on this device`}
        hint={t`Friend requests, cheers, likes and rewards reach this device even when MeMap is closed.`}
        checked={kinds !== null}
        disabled={busy}
        onChange={(on) =>
          on
            ? subscribe.mutate(PUSH_KINDS, { onError: setFailure })
            : unsubscribe.mutate(undefined, { onError: setFailure })
        }
      />
      {kinds !== null && (
        <>
          <PushKinds
            kinds={kinds}
            busy={busy}
            onChange={(chosen) => subscribe.mutate(chosen, { onError: setFailure })}
          />
          <PushTest address={address} />
          <QuietHoursField address={address} />
        </>
      )}
      {failure !== null && <PushRefusal error={failure} onClose={() => setFailure(null)} />}
    </>
  )
}
