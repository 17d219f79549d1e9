import { IMAGE_JPEG_QUALITY, IMAGE_TYPES } from '@memap/shared/rules'

/** PRODUCT.md §5: only JPEG, PNG and WEBP pictures are taken. */
export function isSupportedImage(file: Blob): boolean {
  return (IMAGE_TYPES as readonly string[]).includes(file.type)
}

/** The size that fits `maxSide` on the longest side, keeping the ratio; never enlarges. */
export function fitWithin(
  width: number,
  height: number,
  maxSide: number,
): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height))
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  }
}

/**
 * Re-encodes a picture as JPEG (PRODUCT.md §5: quality 0.9) with its longest side at most `maxSide`
 * (1024 px for a profile, 2048 for the album), upright as its EXIF says. Transparent parts
 * turn white, as JPEG has no transparency.
 */
export async function resizeImage(
  file: Blob,
  { maxSide, quality = IMAGE_JPEG_QUALITY }: { maxSide: number; quality?: number },
): Promise<Blob> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height, maxSide)
    const canvas = new OffscreenCanvas(width, height)
    const context = canvas.getContext('2d')
    if (!context) throw new Error('This browser cannot draw pictures.')
    context.fillStyle = '#ffffff'
    context.fillRect(0, 0, width, height)
    context.imageSmoothingQuality = 'high'
    context.drawImage(bitmap, 0, 0, width, height)
    return await canvas.convertToBlob({ type: 'image/jpeg', quality })
  } finally {
    bitmap.close()
  }
}

/** A blob as a data URL, e.g. to keep a picture in the stored sign-up draft. */
export function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error)
    reader.readAsDataURL(blob)
  })
}

/** The picture of a data URL, to upload it. */
export async function dataUrlToBlob(dataUrl: string): Promise<Blob> {
  return (await fetch(dataUrl)).blob()
}
