import { Trans, useLingui } from '@lingui/react/macro'
import type { Address } from '@memap/shared/address'
import type { UserInfo } from '@memap/shared/profile'
import { type FormEvent, useId, useState } from 'react'
import { useLocation } from 'wouter'
import { DescriptionField } from '../../../shared/forms/description-field.tsx'
import { ImagePicker } from '../../../shared/forms/image-picker.tsx'
import type { Notice } from '../../../shared/forms/name-check.ts'
import { NameField } from '../../../shared/forms/name-field.tsx'
import { paths } from '../../../shared/lib/paths.ts'
import { usePublicConfig } from '../../../shared/lib/public-config.ts'
import { ErrorDialog } from '../../../shared/ui/error-dialog.tsx'
import { NoticeDialog } from '../../../shared/ui/notice-dialog.tsx'
import { SwitchField } from '../../../shared/ui/switch-field.tsx'
import '../catalog.ts'
import { snvNotice } from '../lib/snv.ts'
import { useNameVerification } from '../lib/use-name-verification.ts'
import { useSaveSettings } from '../lib/use-save-settings.ts'
import { NftDetails } from './nft-details.tsx'
import { SettingsFormActions } from './settings-form-actions.tsx'
import { SnvField } from './snv-field.tsx'
import '../../../shared/ui/screen.css'
import '../../../shared/ui/form.css'

export type SettingsFormProps = { profile: UserInfo; address: Address }

/** 'Set Your MeMap!' (PRODUCT.md §2, /settings; §4, Profile editing; §5). */
export function SettingsForm({ profile, address }: SettingsFormProps) {
  const { t } = useLingui()
  const titleId = useId()
  const [, navigate] = useLocation()
  const { contracts } = usePublicConfig()
  const [image, setImage] = useState<string | null>(null)
  const [name, setName] = useState(profile.Name)
  const [description, setDescription] = useState(profile.Description)
  const [showEmotion, setShowEmotion] = useState(profile.OpenProfile)
  const [svn, setSvn] = useState(String(profile.Svn))
  const [notice, setNotice] = useState<Notice | null>(null)
  const [failure, setFailure] = useState<unknown>(null)

  const backToProfile = () => navigate(paths.memap)
  const { checking, verifyName } = useNameVerification({
    saved: profile.Name,
    revert: () => setName(profile.Name),
    tell: setNotice,
  })
  const saving = useSaveSettings({
    profile,
    address,
    verifyName,
    tell: setNotice,
    fail: setFailure,
    onSaved: backToProfile,
  })

  function submit(event: FormEvent) {
    event.preventDefault()
    void saving.save({ image, name, description, showEmotion, svn })
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
      <SettingsFormActions busy={saving.busy} onCancel={backToProfile} />

      {notice && <NoticeDialog notice={notice} onClose={() => setNotice(null)} />}
      {/* PRODUCT.md §4 reloads the page here; closing keeps the member's edits instead. */}
      {failure !== null && <ErrorDialog error={failure} onClose={() => setFailure(null)} />}
    </form>
  )
}
