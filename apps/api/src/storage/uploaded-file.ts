import { z } from 'zod'

/** An uploaded file, as the multipart parser attaches it to the body. */
export const uploadedFileSchema = z
  .custom<Buffer>((value) => Buffer.isBuffer(value), 'must be a file')
  .optional()
  .meta({ type: 'string', format: 'binary' })
