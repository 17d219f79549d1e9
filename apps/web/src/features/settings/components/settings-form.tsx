import { Trans, useLingui } from '@lingui/react/macro'
import type { Address } from '@memap/shared/address'
import type { UserInfo } from '@memap/shared/profile'
import { type FormEvent, useId, useState } from 'react'
import { useLocation } from 'wouter'
import { nameClash } from '../../../shared/api/check-username.ts'
import {
  checkName,
  cleanedName,
  NAME_LENGTH_NOTICE,
  type Notice,
  refusedNameNotice,
} from '../../../shared/lib/name-check.ts'
import { paths } from '../../../shared/lib/paths.ts'
import { usePublicConfig } from '../../../shared/lib/public-config.ts'
import { dataUrlToBlob } from '../../../shared/lib/resize-image.ts'
import { sessionStore } from '../../../shared/lib/session-store.ts'
import { useSingleFlight } from '../../../shared/lib/use-single-flight.ts'
import { DescriptionField } from '../../../shared/ui/description-field.tsx'
import { ErrorDialog } from '../../../shared/ui/error-dialog.tsx'
import { ImagePicker } from '../../../shared/ui/image-picker.tsx'
import { NameField } from '../../../shared/ui/name-field.tsx'
import { NoticeDialog } from '../../../shared/ui/notice-dialog.tsx'
import { SwitchField } from '../../../shared/ui/switch-field.tsx'
import '../catalog.ts'
import { useUpdateProfile } from '../api/update-profile.ts'
import { snvNotice } from '../lib/snv.ts'
import { NftDetails } from './nft-details.tsx'
import { SnvField } from './snv-field.tsx'
import '../../../shared/ui/button.css'
import '../../../shared/ui/screen.css'
import '../../../shared/ui/form.css'
import { keepCauseOfShownFailure } from '../../../shared/lib/shown-failure.ts'

export type SettingsFormProps = { profile: UserInfo; address: Address }

/** 'Set Your MeMap!' (PRODUCT.md §2, /settings; §4, Profile editing; §5). */
export function SettingsForm({ profile, address }: SettingsFormProps) {
  const { t } = useLingui()
  const titleId = useId()
  const [, navigate] = useLocation()
  const { contracts } = usePublicConfig()
  const update = useUpdateProfile()
  const [image, setImage] = useState<string | null>(null)
  const [name, setName] = useState(profile.Name)
  const [description, setDescription] = useState(profile.Description)
  const [showEmotion, setShowEmotion] = useState(profile.OpenProfile)
  const [svn, setSvn] = useState(String(profile.Svn))
  const [checking, setChecking] = useState(false)
  const [freeName, setFreeName] = useState(profile.Name)
  const [notice, setNotice] = useState<Notice | null>(null)
  const [failure, setFailure] = useState<unknown>(null)

  const backToProfile = () => navigate(paths.memap)

  /** A name of the wrong length reverts to the saved one (PRODUCT.md §5, edit screen). */
  async function verifyName(candidate: string): Promise<boolean> {
    if (candidate === freeName) return true
    setChecking(true)
    const problem = await checkName(candidate, { clashOf: nameClash, original: profile.Name })
    setChecking(false)
    if (problem === NAME_LENGTH_NOTICE) setName(profile.Name)
    if (problem) setNotice(problem)
    else setFreeName(candidate)
    return problem === null
  }

  const saving = useSingleFlight()

  function submit(event: FormEvent) {
    event.preventDefault()
    void saving.run(save)
  }

  async function save() {
    const cleaned = cleanedName(name)
    if (!(await verifyName(cleaned))) return
    const svnProblem = snvNotice(svn)
    if (svnProblem) return setNotice(svnProblem)
    try {
      await update.mutateAsync({
        walletAddr: address,
        name: cleaned,
        description,
        image: image ? await dataUrlToBlob(image) : null,
        customUrl: profile.CustomUrl,
        openProfile: showEmotion,
        svn: Number(svn),
      })
      sessionStore.setState({ name: cleaned })
      backToProfile()
    } catch (error) {
      keepCauseOfShownFailure(error)
      const refused = refusedNameNotice(error)
      if (refused) setNotice(refused)
      else setFailure(error)
    }
  }

  return (
    <form className="screen form" aria-labelledby={titleId} noValidate onSubmit={submit}>
      <h1 id={titleId} className="screen__title">
        <Trans>Set Your MeMap!</Trans>
      </h1>
      <ImagePicker src={image ?? profile.ProfileImage} name={name} onChange={setImage} />
      <NftDetails profile={profile} nftContract={contracts.nft} address={address} />
      <NameField
        value={name}
        checking={checking}
        onChange={setName}
        onBlur={(cleaned) => void verifyName(cleaned)}
      />
      <DescriptionField value={description} onChange={setDescription} />
      {/* On = OpenProfile true = 'Y'; off sends 'N' (PRODUCT.md §4). See apps/web/README.md. */}
      <SwitchField
        label={t`Show emotion details`}
        hint={t`When off, only you see why you feel today’s emotion.`}
        checked={showEmotion}
        onChange={setShowEmotion}
      />
      <SnvField value={svn} onChange={setSvn} onBlur={() => setNotice(snvNotice(svn))} />
      <div className="form__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={saving.busy}
          aria-busy={saving.busy}
        >
          {saving.busy ? <Trans>Saving…</Trans> : <Trans>Save & Continue</Trans>}
        </button>
        <button type="button" className="button button--ghost" onClick={backToProfile}>
          <Trans>Cancel</Trans>
        </button>
      </div>

      {notice && <NoticeDialog notice={notice} onClose={() => setNotice(null)} />}
      {/* PRODUCT.md §4 reloads the page here; closing keeps the member's edits instead. */}
      {failure !== null && <ErrorDialog error={failure} onClose={() => setFailure(null)} />}
    </form>
  )
}
