import { AwsClient } from 'aws4fetch'
import type { S3Options } from '../core/blob-store-options.ts'
import type { BlobStore } from './blob-store.ts'

/**
 * Images in an S3-compatible bucket, path-style addressed so that any S3-compatible server
 * works. They are served through the API (`/v0/images/…`), which keeps one URL scheme and one
 * cache policy whatever the store; a CDN in front of the API caches them for good.
 */
export function s3BlobStore(options: S3Options): BlobStore {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: 's3',
    retries: 3,
  })
  const objectUrl = (key: string) =>
    `${options.endpoint.replace(/\/+$/, '')}/${options.bucket}/${encodeURIComponent(key)}`

  return {
    async put(key, bytes, contentType) {
      const res = await client.fetch(objectUrl(key), {
        method: 'PUT',
        body: new Uint8Array(bytes),
        headers: { 'content-type': contentType },
      })
      if (!res.ok) throw new Error(`S3 refused to store ${key}: ${res.status} ${await res.text()}`)
    },
    async get(key) {
      const res = await client.fetch(objectUrl(key))
      if (res.status === 404) return undefined
      if (!res.ok) throw new Error(`S3 could not read ${key}: ${res.status}`)
      return Buffer.from(await res.arrayBuffer())
    },
    async delete(key) {
      const res = await client.fetch(objectUrl(key), { method: 'DELETE' })
      if (!res.ok && res.status !== 404) {
        throw new Error(`S3 could not delete ${key}: ${res.status} ${await res.text()}`)
      }
    },
  }
}
