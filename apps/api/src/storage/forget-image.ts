import type { BlobStore } from './blob-store.ts'

/**
 * Deletes an image's file once nothing shows it any more. Files are kept by content, so the same
 * picture in two albums (or an album and a profile) is one file: `stillShown` asks each module
 * whose rows may name it.
 */
export function imageForgetter(
  blobs: BlobStore,
  stillShown: Array<(key: string) => Promise<boolean>>,
) {
  return async (key: string): Promise<void> => {
    for (const shows of stillShown) if (await shows(key)) return
    await blobs.delete(key)
  }
}

export type ForgetImage = ReturnType<typeof imageForgetter>
