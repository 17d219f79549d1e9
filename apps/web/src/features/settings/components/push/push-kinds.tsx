import { useLingui } from '@lingui/react/macro'
import { PUSH_KINDS, type PushKind } from '@memap/shared/push'
import { useId } from 'react'
import '../../../../shared/ui/field.css'
import '../../catalog.ts'
import './push-section.css'

/** Which kinds of news this device is sent; at least one (none is turning notifications off). */
export function PushKinds({
  kinds,
  busy,
  onChange,
}: {
  kinds: readonly PushKind[]
  busy: boolean
  onChange: (kinds: PushKind[]) => void
}) {
  const { t } = useLingui()
  const legendId = useId()
  const names: Record<PushKind, string> = {
    friend_request: t`Friend requests`,
    friend_accepted: t`Accepted friend requests`,
    cheer: t`Cheers`,
    like: t`Likes`,
    reward: t`Rewards`,
  }
  return (
    <fieldset className="push-kinds" aria-labelledby={legendId}>
      <legend id={legendId} className="field__label">
        {t`Notify me of`}
      </legend>
      {PUSH_KINDS.map((kind) => {
        const on = kinds.includes(kind)
        return (
          <label key={kind} className="push-kinds__kind">
            <input
              type="checkbox"
              checked={on}
              // The last one left stays: turning notifications off is the switch's job.
              disabled={busy || (on && kinds.length === 1)}
              onChange={() =>
                onChange(on ? kinds.filter((each) => each !== kind) : [...kinds, kind])
              }
            />{' '}
            {names[kind]}
          </label>
        )
      })}
    </fieldset>
  )
}
