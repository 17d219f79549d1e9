import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../test/app.ts'
import { form } from '../test/forms.ts'
import { jpegWithGps } from '../test/images.ts'
import { registerMember } from '../test/members.ts'
import { openBlobStore } from './open-blob-store.ts'

// A real S3-compatible server, on a free port, with the bucket the app uses.
const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'memap-s3-'))
const s3 = new S3rver({
  port: 0,
  address: '127.0.0.1',
  directory,
  silent: true,
  configureBuckets: [{ name: 'memap', configs: [] }],
})
const { port } = await s3.run()
afterAll(async () => {
  await s3.close()
  await fs.rm(directory, { recursive: true, force: true })
})

describe('images in an S3-compatible store', () => {
  const t = useTestApp({
    BLOB_STORE: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: 'memap',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  })

  it('stores uploads in the bucket and serves them through the API', async () => {
    const member = await registerMember(t.app)
    const upload = await t.app.inject({
      method: 'PUT',
      url: '/v0/albums/upload',
      headers: { cookie: member.cookie },
      payload: form({ walletAddr: member.address }, { bytes: await jpegWithGps(800, 600) }),
    })
    expect(upload.statusCode, upload.body).toBe(200)
    const [slot] = (
      await t.app.inject({ url: `/v0/albums/list?walletAddr=${member.address}` })
    ).json().data
    const key = slot.AlbumImage.split('/').pop()
    const stored = await fs.readdir(path.join(directory, 'memap'))
    expect(stored.some((name) => name.startsWith(key))).toBe(true)

    const image = await t.app.inject({ url: slot.AlbumImage })
    expect(image.statusCode).toBe(200)
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 800 })
    expect((await t.app.inject({ url: `/v0/images/${'0'.repeat(64)}.jpg` })).statusCode).toBe(404)
  })

  it('deletes an object, and a second delete is no error', async () => {
    const store = openBlobStore(t.config.blobStore)
    const key = `${'a'.repeat(64)}.jpg`
    await store.put(key, Buffer.from('bytes'), 'image/jpeg')
    expect(await store.get(key)).toEqual(Buffer.from('bytes'))
    await store.delete(key)
    expect(await store.get(key)).toBeUndefined()
    await store.delete(key)
  })
})
