// Where images are kept, as the configuration names it. Below both config.ts, which parses it,
// and storage/, which opens it, so that neither imports the other.

export interface S3Options {
  /** e.g. https://s3.eu-central-1.amazonaws.com, or an S3-compatible server's address. */
  endpoint: string
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
}

export type BlobStoreOptions = { kind: 'disk'; dir: string } | ({ kind: 's3' } & S3Options)
