import { createHash } from 'node:crypto'
import type { Address } from '@memap/shared/address'
import { IMAGE_TYPE_MESSAGE } from '@memap/shared/limits'
import {
  IMAGE_MAX_ASPECT,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_PIXELS,
  IMAGE_MAX_SIDE,
} from '@memap/shared/rules'
import sharp, { type Metadata } from 'sharp'
import { badRequest } from '../errors.ts'
import { FairPool } from '../lib/fair-pool.ts'
import type { BlobStore } from './blob-store.ts'

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp'])

/** The path an image is served at. */
export const imageUrl = (key: string) => `/v0/images/${key}`

/** How one picture is read: fitted inside `maxSide`, within `seconds` of decoding. */
export interface ImageReading {
  maxSide: number
  /** The form field the picture came in, which a refusal names. */
  field: string
  /** The decoding's time budget, in whole seconds (sharp's `timeout`). */
  seconds: number
}

/**
 * Refuses, from the header alone (sharp's `metadata()` decodes no pixel), what is not JPEG, PNG
 * or WEBP, or is over 40 megapixels, over 16,384 px on a side, or longer than 20 times its width:
 * a decoder's cost grows with the rows as well as the pixels (PRODUCT.md §5).
 */
async function checkHeader(bytes: Buffer, field: string): Promise<void> {
  let metadata: Metadata
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata()
  } catch {
    throw badRequest('image_type', `${field}: ${IMAGE_TYPE_MESSAGE}`, { field })
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) {
    throw badRequest('image_type', `${field}: ${IMAGE_TYPE_MESSAGE}`, { field })
  }
  const long = Math.max(metadata.width ?? 0, metadata.height ?? 0)
  const short = Math.min(metadata.width ?? 0, metadata.height ?? 0)
  if (long * short > IMAGE_MAX_PIXELS) {
    throw badRequest(
      'image_too_many_pixels',
      `${field}: must be at most ${IMAGE_MAX_PIXELS / 1_000_000} megapixels`,
      { field, values: { megapixels: IMAGE_MAX_PIXELS / 1_000_000 } },
    )
  }
  if (long > IMAGE_MAX_SIDE) {
    throw badRequest(
      'image_side_too_long',
      `${field}: must be at most ${IMAGE_MAX_SIDE} pixels on its longest side`,
      { field, values: { pixels: IMAGE_MAX_SIDE } },
    )
  }
  if (long > short * IMAGE_MAX_ASPECT) {
    throw badRequest(
      'image_too_narrow',
      `${field}: its longest side must be at most ${IMAGE_MAX_ASPECT} times its shortest`,
      { field, values: { times: IMAGE_MAX_ASPECT } },
    )
  }
}

/**
 * Decodes the picture, orients it, fits it inside `maxSide` and encodes it as JPEG quality 90
 * with every piece of metadata (EXIF, GPS) dropped; refused if that takes over `seconds`.
 */
export async function decodeImage(bytes: Buffer, reading: ImageReading): Promise<Buffer> {
  const { field, maxSide } = reading
  try {
    return await sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS })
      .timeout({ seconds: reading.seconds })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 90 })
      .toBuffer()
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('timeout')) {
      throw badRequest('image_too_slow', `${field}: the image took too long to read`, { field })
    }
    throw badRequest('image_unreadable', `${field}: the image could not be read`, { field })
  }
}

/**
 * One picture, checked (PRODUCT.md §14: its bytes JPEG, PNG or WEBP whatever its name or type
 * says, at most 10 MB, and the header's dimensions), decoded within its time budget, and stored
 * under its content hash. Answers the stored key.
 */
export async function storeImage(
  store: BlobStore,
  bytes: Buffer,
  reading: ImageReading,
): Promise<string> {
  const { field } = reading
  if (bytes.length === 0) throw badRequest('image_empty', `${field}: is empty`, { field })
  if (bytes.length > IMAGE_MAX_BYTES)
    throw badRequest('image_too_big', `${field}: must be at most 10 MB`, {
      field,
      values: { size: '10 MB' },
    })
  await checkHeader(bytes, field)
  const jpeg = await decodeImage(bytes, reading)
  const key = `${createHash('sha256').update(jpeg).digest('hex')}.jpg`
  await store.put(key, jpeg, 'image/jpeg')
  return key
}

/** What the image pipeline is built from (app.ts). */
export interface ImagePipelineOptions {
  blobs: BlobStore
  /** At most this many pictures are read at once in the process (IMAGE_DECODES). */
  decodes: number
  /** A picture whose decoding takes longer is refused (IMAGE_DECODE_SECONDS). */
  decodeSeconds: number
  /**
   * Counts the picture against the wallet's daily allowance, or refuses it, before it is read:
   * a refused picture cost the server its reading, so it counts too.
   */
  admit: (wallet: Address, now: Date) => Promise<void>
}

/**
 * The one image pipeline, for profile pictures (at joining and in the settings) and album
 * photos. A picture is counted first, then read in its wallet's turn: a few at once in the
 * process, one at a time per wallet, and the wallets in turn, so that a wallet sending slow
 * pictures holds up its own, never another member's by more than one picture a slot
 * (docs/OPERATIONS.md, "Limits").
 */
export function imagePipeline(options: ImagePipelineOptions) {
  const pool = new FairPool(options.decodes)
  return {
    async store(
      wallet: Address,
      bytes: Buffer,
      picture: { maxSide: number; field: string },
      now = new Date(),
    ): Promise<string> {
      await options.admit(wallet, now)
      return pool.run(wallet, () =>
        storeImage(options.blobs, bytes, { ...picture, seconds: options.decodeSeconds }),
      )
    },
    /** The pictures being read and waiting, for the metrics. */
    usage: () => pool.usage(),
  }
}

export type ImagePipeline = ReturnType<typeof imagePipeline>
