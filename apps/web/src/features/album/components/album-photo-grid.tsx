import { useLingui } from '@lingui/react/macro'
import { IMAGE_TYPES } from '@memap/shared/rules'
import type { AlbumSlot } from '../api/albums.ts'
import '../catalog.ts'
import { gridSlots } from '../lib/album-grid.ts'

export type AlbumPhotoGridProps = {
  photos: readonly AlbumSlot[]
  /** The viewer's own album: an empty slot adds a photo. */
  owner: boolean
  /** The photo opened, if any. */
  selected: number | null
  busy: boolean
  onOpen: (albumId: number) => void
  onAdd: (file: File) => void
}

/** The Top 9's 3x3 grid: the photos to open, then the empty slots, where the owner adds one. */
export function AlbumPhotoGrid({
  photos,
  owner,
  selected,
  busy,
  onOpen,
  onAdd,
}: AlbumPhotoGridProps) {
  const { t } = useLingui()
  return (
    <ul className="album-grid" aria-label={t`Photos`}>
      {gridSlots(photos).map((slot) =>
        slot.kind === 'photo' ? (
          <li key={slot.photo.UserAlbumId} className="album-grid__slot">
            <button
              type="button"
              className="album-grid__photo"
              aria-pressed={selected === slot.photo.UserAlbumId}
              aria-label={t`Open photo`}
              onClick={() => onOpen(slot.photo.UserAlbumId)}
            >
              <img src={slot.photo.AlbumImage} alt="" loading="lazy" />
            </button>
          </li>
        ) : (
          <li key={`empty-${slot.index}`} className="album-grid__slot">
            {owner ? (
              <label className="album-grid__empty album-grid__empty--add" aria-busy={busy}>
                <input
                  className="visually-hidden"
                  type="file"
                  accept={IMAGE_TYPES.join(',')}
                  disabled={busy}
                  aria-label={t`Add a photo`}
                  onChange={(event) => {
                    const file = event.target.files?.[0]
                    // Emptied, so that the same file picked again is a change.
                    event.target.value = ''
                    if (file) onAdd(file)
                  }}
                />
                <span aria-hidden="true">+</span>
              </label>
            ) : (
              <span className="album-grid__empty" aria-hidden="true" />
            )}
          </li>
        ),
      )}
    </ul>
  )
}
