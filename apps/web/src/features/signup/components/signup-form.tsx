import { Trans } from '@lingui/react/macro'
import type { Address } from '@memap/shared/address'
import { type FormEvent, useId, useState } from 'react'
import { nameClash } from '../../../shared/api/check-username.ts'
import {
  checkName,
  cleanedName,
  type Notice,
  refusedNameNotice,
} from '../../../shared/lib/name-check.ts'
import { dataUrlToBlob } from '../../../shared/lib/resize-image.ts'
import { updateSignUpDraft, useSession } from '../../../shared/lib/session-store.ts'
import { useSingleFlight } from '../../../shared/lib/use-single-flight.ts'
import { DescriptionField } from '../../../shared/ui/description-field.tsx'
import { ErrorDialog } from '../../../shared/ui/error-dialog.tsx'
import { ImagePicker } from '../../../shared/ui/image-picker.tsx'
import { NameField } from '../../../shared/ui/name-field.tsx'
import { NoticeDialog } from '../../../shared/ui/notice-dialog.tsx'
import '../catalog.ts'
import { useRegisterProfile } from '../api/register-profile.ts'
import { SocialLinks } from './social-links.tsx'
import '../../../shared/ui/button.css'
import '../../../shared/ui/screen.css'
import '../../../shared/ui/form.css'
import { keepCauseOfShownFailure } from '../../../shared/lib/shown-failure.ts'

export type SignupFormProps = {
  address: Address
  /** The MeMap was created with this name. */
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
  const register = useRegisterProfile()
  const [checking, setChecking] = useState(false)
  const [freeName, setFreeName] = useState<string | null>(null)
  const [notice, setNotice] = useState<Notice | null>(null)
  const [failure, setFailure] = useState<unknown>(null)

  /** PRODUCT.md §5: checked on blur and on submit; answers whether the name may be used. */
  async function verifyName(name: string): Promise<boolean> {
    if (name === freeName) return true
    setChecking(true)
    const problem = await checkName(name, { clashOf: nameClash })
    setChecking(false)
    if (problem) setNotice(problem)
    else setFreeName(name)
    return problem === null
  }

  const submitting = useSingleFlight()

  function submit(event: FormEvent) {
    event.preventDefault()
    void submitting.run(createMeMap)
  }

  async function createMeMap() {
    const name = cleanedName(draft.name)
    if (!(await verifyName(name))) return
    try {
      const { Reward } = await register.mutateAsync({
        walletAddr: address,
        name,
        description: draft.description,
        image: draft.imageSrc ? await dataUrlToBlob(draft.imageSrc) : null,
        x: draft.x,
        linkedin: draft.linkedin,
        telegram: draft.telegram,
        customUrl: draft.customUrl,
      })
      onCreated(name, Reward)
    } catch (error) {
      keepCauseOfShownFailure(error)
      const refused = refusedNameNotice(error)
      if (refused) {
        setFreeName(null)
        setNotice(refused)
      } else setFailure(error)
    }
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
        checking={checking}
        onChange={(name) => updateSignUpDraft({ name })}
        onBlur={(name) => {
          // An empty field that is only passed through is not an error yet; submit checks it.
          if (name !== '') void verifyName(name)
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
        disabled={submitting.busy}
        aria-busy={submitting.busy}
      >
        {submitting.busy ? <Trans>Creating your MeMap…</Trans> : <Trans>Create MeMap</Trans>}
      </button>

      {notice && <NoticeDialog notice={notice} onClose={() => setNotice(null)} />}
      {failure !== null && <ErrorDialog error={failure} onClose={() => setFailure(null)} />}
    </form>
  )
}
