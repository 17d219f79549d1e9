import { IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS, IMAGE_TYPES } from '@memap/shared/rules'
import { z } from 'zod'

const IMAGE = {
  type: 'string',
  format: 'binary',
  description: `An image: ${IMAGE_TYPES.join(', ')}, at most ${IMAGE_MAX_BYTES / 1024 / 1024} MB and ${IMAGE_MAX_PIXELS / 1_000_000} megapixels.`,
}

/** An uploaded file, as the multipart parser attaches it to the body; required unless optional. */
const fileSchema = z
  .custom<Buffer>((value) => Buffer.isBuffer(value), {
    error: (issue) => (issue.input === undefined ? 'is required' : 'must be a file'),
  })
  .meta(IMAGE)

/** The `file` field of a form, as its endpoint declares it (packages/shared/src/endpoint.ts). */
export const uploadedFileSchema = {
  required: fileSchema,
  optional: fileSchema.optional().meta(IMAGE),
} as const
