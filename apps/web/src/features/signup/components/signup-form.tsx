import { Trans } from '@lingui/react/macro'
import type { Address } from '@memap/shared/address'
import { type FormEvent, useId, useState } from 'react'
import { DescriptionField } from '../../../shared/forms/description-field.tsx'
import { ImagePicker } from '../../../shared/forms/image-picker.tsx'
import type { Notice } from '../../../shared/forms/name-check.ts'
import { NameField } from '../../../shared/forms/name-field.tsx'
import { updateSignUpDraft, useSession } from '../../../shared/lib/session-store.ts'
import { ErrorDialog } from '../../../shared/ui/error-dialog.tsx'
import { NoticeDialog } from '../../../shared/ui/notice-dialog.tsx'
import '../catalog.ts'
import { useCreateMeMap } from '../lib/use-create-memap.ts'
import { SocialLinks } from './social-links.tsx'
import '../../../shared/ui/button.css'
import '../../../shared/ui/screen.css'
import '../../../shared/ui/form.css'

export type SignupFormProps = {
  address: Address
  /** The MeMap is made: its name, and the joining reward paid (0 to a wallet joining again). */
  onCreated: (name: string, reward: number) => void
}

/**
 * The sign-up form (PRODUCT.md §2 and §5). What is typed is kept in the stored draft, so a reload
 * does not lose it.
 */
export function SignupForm({ address, onCreated }: SignupFormProps) {
  const titleId = useId()
  const draft = useSession((state) => state.signUp)
  const [notice, setNotice] = useState<Notice | null>(null)
  const [failure, setFailure] = useState<unknown>(null)
  const creating = useCreateMeMap({ address, tell: setNotice, fail: setFailure, onCreated })

  function submit(event: FormEvent) {
    event.preventDefault()
    void creating.create(draft)
  }

  return (
    <form className="screen form" aria-labelledby={titleId} noValidate onSubmit={submit}>
      <h1 id={titleId} className="screen__title">
        <Trans>Create MeMap</Trans>
      </h1>
      <ImagePicker
        src={draft.imageSrc}
        name={draft.name}
        onChange={(imageSrc) => updateSignUpDraft({ imageSrc })}
      />
      <NameField
        value={draft.name}
        checking={creating.checking}
        onChange={(name) => updateSignUpDraft({ name })}
        onBlur={(name) => {
          // An empty field that is only passed through is not an error yet; submit checks it.
          if (name !== '') void creating.verifyName(name)
        }}
      />
      <DescriptionField
        value={draft.description}
        onChange={(description) => updateSignUpDraft({ description })}
      />
      <SocialLinks />
      <button
        type="submit"
        className="button button--primary button--large"
        disabled={creating.busy}
        aria-busy={creating.busy}
      >
        {creating.busy ? <Trans>Creating your MeMap…</Trans> : <Trans>Create MeMap</Trans>}
      </button>

      {notice && <NoticeDialog notice={notice} onClose={() => setNotice(null)} />}
      {failure !== null && <ErrorDialog error={failure} onClose={() => setFailure(null)} />}
    </form>
  )
}
