import { useLingui } from '@lingui/react/macro'
import { IMAGE_TYPES, PROFILE_IMAGE_SIDE } from '@memap/shared/rules'
import { type ChangeEvent, useId, useState } from 'react'
import './catalog.ts'
import { blobToDataUrl, isSupportedImage, resizeImage } from '../lib/resize-image.ts'
import { UNSUPPORTED_IMAGE_TEXT } from '../refusals/refusal.ts'
import { Avatar } from '../ui/avatar.tsx'
import { NoticeDialog } from '../ui/notice-dialog.tsx'
import './image-picker.css'
import { keepCauseOfShownFailure } from '../lib/shown-failure.ts'

export type ImagePickerProps = {
  /** The current picture (a data URL or an image path), or ''. */
  src: string
  /** The name, for the placeholder's initial. */
  name: string
  /** The picked picture, resized to 1024 px and re-encoded as JPEG, as a data URL. */
  onChange: (dataUrl: string) => void
}

/** The profile picture: click it to choose another (PRODUCT.md §5: JPEG, PNG or WEBP only). */
export function ImagePicker({ src, name, onChange }: ImagePickerProps) {
  const { t } = useLingui()
  const inputId = useId()
  const [busy, setBusy] = useState(false)
  // PRODUCT.md §2's alert for a file that is no picture, in the app's notice dialog.
  const [wrongType, setWrongType] = useState(false)

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    if (!isSupportedImage(file)) {
      setWrongType(true)
      return
    }
    setBusy(true)
    try {
      onChange(await blobToDataUrl(await resizeImage(file, { maxSide: PROFILE_IMAGE_SIDE })))
    } catch (error) {
      // A file of the right type that no decoder can read (a corrupt or mislabelled one).
      keepCauseOfShownFailure(error)
      setWrongType(true)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="image-picker">
      <input
        id={inputId}
        className="image-picker__input visually-hidden"
        type="file"
        accept={IMAGE_TYPES.join(',')}
        disabled={busy}
        onChange={(event) => void pick(event)}
      />
      <label htmlFor={inputId} className="image-picker__frame" aria-busy={busy}>
        <Avatar src={src} name={name} size="xl" />
        <span className="image-picker__badge" aria-hidden="true">
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M4 8.5A1.5 1.5 0 0 1 5.5 7h2l1.5-2h6l1.5 2h2A1.5 1.5 0 0 1 20 8.5v9a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 17.5z" />
            <circle cx="12" cy="12.5" r="3.5" />
          </svg>
        </span>
        <span className="image-picker__label">
          {busy ? t`Preparing…` : src ? t`Change photo` : t`Add a photo`}
        </span>
      </label>
      {wrongType && (
        <NoticeDialog
          notice={{ message: UNSUPPORTED_IMAGE_TEXT }}
          onClose={() => setWrongType(false)}
        />
      )}
    </div>
  )
}
