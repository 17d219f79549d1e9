import { IMAGE_MAX_BYTES } from '@memap/shared/rules'

/**
 * What a multipart form may hold (profile, album, withdrawal and badge forms): one file of at
 * most 10 MB (PRODUCT.md §14), 20 text fields of at most 64 KB each. Other bodies are JSON, up
 * to BODY_LIMIT_BYTES (config.ts). See docs/OPERATIONS.md, "Limits".
 */
export const FORM_LIMITS = {
  fileSize: IMAGE_MAX_BYTES,
  files: 1,
  fields: 20,
  fieldSize: 64 * 1024,
} as const

/**
 * How deep a JSON body may nest arrays and objects: the deepest call (a JSON-RPC call's params)
 * needs a few levels; 20,000 would overflow any recursion that reads it. See docs/OPERATIONS.md.
 */
export const JSON_MAX_DEPTH = 32
