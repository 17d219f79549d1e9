import { createHash } from 'node:crypto'
import { IMAGE_TYPE_MESSAGE } from '@memap/shared/limits'
import { IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS } from '@memap/shared/rules'
import sharp from 'sharp'
import { badRequest } from '../errors.ts'
import type { BlobStore } from './blob-store.ts'

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp'])

/** The path an image is served at. */
export const imageUrl = (key: string) => `/v0/images/${key}`

/**
 * The one image pipeline, for profile and album pictures (PRODUCT.md §14): the bytes must be
 * JPEG, PNG or WEBP (whatever the name or declared type says), at most 10 MB and 40 megapixels.
 * They are oriented, fitted inside `maxSide`, re-encoded as JPEG quality 90 with every piece of
 * metadata (EXIF, GPS) dropped, and stored under their content hash. Answers the stored key.
 */
export async function storeImage(
  store: BlobStore,
  bytes: Buffer,
  options: { maxSide: number; field: string },
): Promise<string> {
  const { field } = options
  if (bytes.length === 0) throw badRequest(`${field}: is empty`)
  if (bytes.length > IMAGE_MAX_BYTES) throw badRequest(`${field}: must be at most 10 MB`)
  let format: string | undefined
  let pixels = 0
  try {
    const metadata = await sharp(bytes, { limitInputPixels: false }).metadata()
    format = metadata.format
    pixels = (metadata.width ?? 0) * (metadata.height ?? 0)
  } catch {
    throw badRequest(`${field}: ${IMAGE_TYPE_MESSAGE}`)
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw badRequest(`${field}: ${IMAGE_TYPE_MESSAGE}`)
  if (pixels > IMAGE_MAX_PIXELS) throw badRequest(`${field}: must be at most 40 megapixels`)

  let jpeg: Buffer
  try {
    jpeg = await sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS })
      .rotate()
      .resize({
        width: options.maxSide,
        height: options.maxSide,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .jpeg({ quality: 90 })
      .toBuffer()
  } catch {
    throw badRequest(`${field}: the image could not be read`)
  }
  const key = `${createHash('sha256').update(jpeg).digest('hex')}.jpg`
  await store.put(key, jpeg, 'image/jpeg')
  return key
}
