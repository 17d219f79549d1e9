import { Trans, useLingui } from '@lingui/react/macro'
import type { Address } from '@memap/shared/address'
import { type FormEvent, useId, useState } from 'react'
import { Dialog } from '../../../../shared/ui/dialog.tsx'
import { LabelledField } from '../../../../shared/ui/labelled-field.tsx'
import '../catalog.ts'
import { isHttpUrl } from '../../lib/social-links.ts'
import { customUrlRefusalText, useUpdateCustomUrl } from '../api/custom-url.ts'
import '../../../../shared/ui/button.css'
import '../../../../shared/ui/field.css'

/** PRODUCT.md §8, custom URL: a field, Save and Cancel; saves through `updateCustomURL`. */
export function CustomUrlDialog({ address, onClose }: { address: Address; onClose: () => void }) {
  const { t, i18n } = useLingui()
  const titleId = useId()
  const noticeId = useId()
  const saveLink = useUpdateCustomUrl(address)
  const [value, setValue] = useState('')
  // The field's own check, before anything is sent.
  const [invalid, setInvalid] = useState(false)
  const notice = invalid
    ? t`Enter a link that starts with http:// or https://.`
    : saveLink.isError
      ? customUrlRefusalText(saveLink.error, i18n)
      : null

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const url = value.trim()
    if (!isHttpUrl(url)) {
      saveLink.reset()
      setInvalid(true)
      return
    }
    setInvalid(false)
    saveLink.mutate(url, { onSuccess: onClose })
  }

  return (
    <Dialog onClose={onClose} labelledBy={titleId} className="custom-url-dialog">
      <form className="custom-url-dialog__form" onSubmit={save} noValidate>
        <h2 id={titleId} className="dialog__title">
          <Trans>Custom link</Trans>
        </h2>
        {/* No hint: the notice under the field describes it, once there is one. */}
        <LabelledField label={t`Link URL`}>
          {({ id }) => (
            <input
              id={id}
              className="field__input"
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder="https://"
              value={value}
              onChange={(event) => setValue(event.target.value)}
              aria-invalid={notice !== null}
              aria-describedby={notice !== null ? noticeId : undefined}
              data-autofocus
            />
          )}
        </LabelledField>
        {notice !== null && (
          <p id={noticeId} className="dialog__error" role="alert">
            {notice}
          </p>
        )}
        <div className="dialog__actions">
          <button type="submit" className="button button--primary" disabled={saveLink.isPending}>
            {saveLink.isPending ? <Trans>Saving…</Trans> : <Trans>Save</Trans>}
          </button>
          <button type="button" className="button button--ghost" onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      </form>
    </Dialog>
  )
}
