import { Trans, useLingui } from '@lingui/react/macro'
import type { Address } from '@memap/shared/address'
import { type FormEvent, useState } from 'react'
import { ErrorDialog } from '../../../../shared/ui/error-dialog.tsx'
import { LabelledField } from '../../../../shared/ui/labelled-field.tsx'
import { SwitchField } from '../../../../shared/ui/switch-field.tsx'
import { type QuietHours, usePushSettings, useSaveQuietHours } from '../../api/push.ts'
import '../../../../shared/ui/button.css'
import '../../../../shared/ui/field.css'
import '../../catalog.ts'
import './push-section.css'

/** The hours first offered: a night. */
const NIGHT = { from: '22:00', to: '07:00' }

/**
 * Quiet hours, in this browser's time zone: notifications that come then wait until they end
 * (none is lost). Saved with the switch, and with Save after the times change.
 */
export function QuietHoursField({ address }: { address: Address }) {
  const { t } = useLingui()
  const settings = usePushSettings(address)
  const save = useSaveQuietHours(address)
  const saved = settings.data?.QuietHours ?? null
  const [hours, setHours] = useState<QuietHours>(null)
  const shown = hours ?? (saved ? { from: saved.From, to: saved.To } : NIGHT)
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    save.mutate(shown, { onSuccess: () => setHours(null) })
  }
  return (
    <form className="quiet-hours" onSubmit={submit}>
      <SwitchField
        label={t`Quiet hours`}
        hint={t`Notifications that come during these hours wait until they end.`}
        checked={saved !== null}
        disabled={settings.isPending || save.isPending}
        onChange={(on) => save.mutate(on ? shown : null)}
      />
      {saved !== null && (
        <>
          <TimeField
            label={t`From`}
            value={shown.from}
            onChange={(from) => setHours({ ...shown, from })}
          />
          <TimeField
            label={t`Until`}
            value={shown.to}
            onChange={(to) => setHours({ ...shown, to })}
          />
          <button type="submit" className="button button--ghost" disabled={save.isPending}>
            <Trans>Save</Trans>
          </button>
          <SavedZone saved={settings.data?.TimeZone} />
        </>
      )}
      {save.isError && <ErrorDialog error={save.error} onClose={() => save.reset()} />}
    </form>
  )
}

/**
 * The zone the hours were saved in, when it is not this device's (saved on a phone in Seoul, read
 * on a laptop in London): the times shown are that zone's, and saving here moves them to this one.
 */
function SavedZone({ saved }: { saved: string | undefined }) {
  const here = Intl.DateTimeFormat().resolvedOptions().timeZone
  if (!saved || saved === here) return null
  return (
    <p className="field__hint">
      <Trans>
        These hours are in {saved} time. Saving them here sets them in this device's time zone (
        {here}).
      </Trans>
    </p>
  )
}

function TimeField(props: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <LabelledField label={props.label}>
      {(ids) => (
        <input
          {...ids}
          className="field__input"
          type="time"
          required
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
        />
      )}
    </LabelledField>
  )
}
