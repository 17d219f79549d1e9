import type { BlobStoreOptions } from '../core/blob-store-options.ts'
import { type BlobStore, diskBlobStore } from './blob-store.ts'
import { s3BlobStore } from './s3-blob-store.ts'

/** The blob store the configuration names. */
export const openBlobStore = (config: BlobStoreOptions): BlobStore =>
  config.kind === 'disk' ? diskBlobStore(config.dir) : s3BlobStore(config)
