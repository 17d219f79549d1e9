import type { Refusals } from '@memap/shared/endpoint'

/** A picture the image pipeline refuses (images.ts), and its size the form refuses. */
export const PICTURE_REFUSED = [
  'image_type',
  'image_unreadable',
  'image_empty',
  'image_too_big',
  'image_too_many_pixels',
  'image_side_too_long',
  'image_too_narrow',
  'image_too_slow',
] as const satisfies Refusals

/** Every picture sent counts, refused ones included (the pipeline's `admit`: daily uploads). */
export const UPLOADS_USED_UP = 'daily_uploads_used'
