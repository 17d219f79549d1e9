import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Address } from '@memap/shared/address'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AppError } from '../errors.ts'
import { flatPng, jpegWithGps } from '../test/images.ts'
import { newAccount } from '../test/sign-in.ts'
import { type BlobStore, diskBlobStore } from './blob-store.ts'
import { decodeImage, imagePipeline, storeImage } from './images.ts'

// An attack seen in the field: a 1 x 40,000,000 PNG of 78 KB, within 40 megapixels, took a decoder
// 29 s on this machine, and six of them from one wallet held up every other member's picture.

const reading = { maxSide: 2048, field: 'file', seconds: 3 }
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'stored',
    (error) => (error instanceof AppError ? `${error.status} ${error.message}` : String(error)),
  )

describe('the image pipeline', () => {
  let dir: string
  let blobs: BlobStore
  let hostile: Buffer
  let photo: Buffer
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'memap-images-'))
    blobs = diskBlobStore(dir)
    hostile = flatPng(1, 40_000_000)
    photo = await jpegWithGps(40, 30)
  })
  afterAll(() => fs.rm(dir, { recursive: true, force: true }))
  const stored = async () => (await fs.readdir(dir, { recursive: true })).length

  it('refuses by the header alone a picture too long on a side or too narrow', async () => {
    expect(hostile.length).toBeLessThan(100_000)
    expect(await refusal(storeImage(blobs, hostile, reading))).toBe(
      '400 file: must be at most 16384 pixels on its longest side',
    )
    expect(await refusal(storeImage(blobs, flatPng(16_385, 1000), reading))).toBe(
      '400 file: must be at most 16384 pixels on its longest side',
    )
    expect(await refusal(storeImage(blobs, flatPng(20, 421), reading))).toBe(
      '400 file: its longest side must be at most 20 times its shortest',
    )
    expect(await refusal(storeImage(blobs, flatPng(8000, 5001), reading))).toBe(
      '400 file: must be at most 40 megapixels',
    )
    expect(await stored()).toBe(0)
    // At the limits, a picture is taken.
    expect(await refusal(storeImage(blobs, flatPng(21, 420), reading))).toBe('stored')
    expect(await refusal(storeImage(blobs, flatPng(16_384, 820), reading))).toBe('stored')
  })

  it('refuses a picture whose decoding outlasts its time budget', async () => {
    // Past the header's checks, the same picture is decoded: a second's budget cuts it short.
    expect(await refusal(decodeImage(hostile, { ...reading, seconds: 1 }))).toBe(
      '400 file: the image took too long to read',
    )
  })

  it("reads another member's picture before the second of a wallet that sent many", async () => {
    const admitted: string[] = []
    const pipeline = imagePipeline({
      blobs,
      decodes: 1,
      decodeSeconds: 3,
      admit: async (wallet) => {
        admitted.push(wallet)
      },
    })
    const slow = newAccount().address
    const other = newAccount().address
    const settled: string[] = []
    const send = (wallet: Address, bytes: Buffer, name: string) =>
      refusal(pipeline.store(wallet, bytes, { maxSide: 2048, field: 'file' })).then((answer) => {
        settled.push(name)
        return answer
      })
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, (_, i) => send(slow, hostile, `slow ${i + 1}`)),
      send(other, photo, 'other'),
    ])
    // One picture is read at a time: each settles in the order it was read.
    expect(settled).toEqual(['slow 1', 'other', 'slow 2', 'slow 3', 'slow 4', 'slow 5', 'slow 6'])
    expect(answers.slice(0, 6)).toEqual(
      Array(6).fill('400 file: must be at most 16384 pixels on its longest side'),
    )
    expect(answers[6]).toBe('stored')
    // Every picture was counted before it was read, the refused ones too.
    expect(admitted).toEqual([...Array(6).fill(slow), other])
  })

  it('reads nothing of a picture its wallet may no longer send', async () => {
    const pipeline = imagePipeline({
      blobs,
      decodes: 2,
      decodeSeconds: 3,
      admit: async () => {
        throw new AppError(
          'daily_uploads_used',
          'the daily upload limit of 1 images has been reached',
        )
      },
    })
    const before = await stored()
    expect(
      await refusal(
        pipeline.store(newAccount().address, await jpegWithGps(41, 30), {
          maxSide: 2048,
          field: 'file',
        }),
      ),
    ).toBe('429 the daily upload limit of 1 images has been reached')
    expect(await stored()).toBe(before)
    expect(pipeline.usage()).toEqual({ running: 0, waiting: 0 })
  })
})
