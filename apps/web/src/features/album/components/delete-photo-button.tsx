import { useLingui } from '@lingui/react/macro'
import '../../../shared/ui/icon-button.css'
import '../catalog.ts'

/** The owner's bin button on an opened photo. */
export function DeletePhotoButton({ busy, onDelete }: { busy: boolean; onDelete: () => void }) {
  const { t } = useLingui()
  return (
    <button
      type="button"
      className="icon-button photo-view__delete"
      aria-label={t`Delete photo`}
      disabled={busy}
      onClick={onDelete}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" />
      </svg>
    </button>
  )
}
