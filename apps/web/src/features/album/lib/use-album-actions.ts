import type { Address } from '@memap/shared/address'
import { ECONOMY } from '@memap/shared/economy'
import { useState } from 'react'
import {
  type AlbumPhoto,
  albumRefusal,
  checkDeletePayment,
  checkPoints,
  useDeletePhoto,
  useLikePhoto,
  useUploadPhoto,
} from '../api/albums.ts'
import type { AlbumNotice } from './album-notice.ts'

/** The photo opened, and the viewer's upload, like and delete with the dialog each leaves. */
export function useAlbumActions(viewer: Address | null) {
  const uploadPhoto = useUploadPhoto(viewer)
  const likePhoto = useLikePhoto(viewer)
  const deletePhoto = useDeletePhoto(viewer)
  const [selected, setSelected] = useState<number | null>(null)
  // The points check before the delete's confirmation, and after a delete refused for them.
  const [checking, setChecking] = useState(false)
  const busy = uploadPhoto.isPending || likePhoto.isPending || deletePhoto.isPending || checking
  const [notice, setNotice] = useState<AlbumNotice | null>(null)

  function upload(file: File) {
    if (viewer === null) return
    // The server answers what it paid and the balance it made.
    uploadPhoto.mutate(file, {
      onSuccess: ({ Reward: amount }) => setNotice({ kind: 'reward', amount }),
      onError: (error) =>
        setNotice(
          albumRefusal(error) === 'unsupported-image'
            ? { kind: 'image-type' }
            : { kind: 'error', error },
        ),
    })
  }

  function like(photo: AlbumPhoto) {
    if (viewer === null || busy) return
    likePhoto.mutate(photo, {
      onSuccess: () => setNotice({ kind: 'reward', amount: ECONOMY.likeReward }),
      onError: (error) =>
        setNotice(
          albumRefusal(error) === 'daily-limit'
            ? { kind: 'daily-limit' }
            : { kind: 'error', error },
        ),
    })
  }

  /** The notice a check of the points leads to; the check's failure if it failed. */
  async function checked(check: () => Promise<AlbumNotice>) {
    setChecking(true)
    try {
      setNotice(await check())
    } catch (error) {
      setNotice({ kind: 'error', error })
    } finally {
      setChecking(false)
    }
  }

  async function askDelete(photo: AlbumPhoto) {
    if (viewer === null || busy) return
    await checked(async () => {
      const { covered, points } = await checkDeletePayment(viewer)
      return covered ? { kind: 'confirm-delete', photo } : { kind: 'insufficient', points }
    })
  }

  function confirmDelete(photo: AlbumPhoto) {
    if (viewer === null) return
    deletePhoto.mutate(photo, {
      onSuccess: () => {
        setNotice({ kind: 'deleted' })
        setSelected(null)
      },
      onError: async (error) => {
        if (albumRefusal(error) !== 'insufficient') {
          setNotice({ kind: 'error', error })
          return
        }
        await checked(async () => ({
          kind: 'insufficient',
          points: (await checkPoints(viewer, 0)).points,
        }))
      },
    })
  }

  return { selected, setSelected, busy, notice, setNotice, upload, like, askDelete, confirmDelete }
}
