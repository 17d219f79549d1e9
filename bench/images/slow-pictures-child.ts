import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { loadConfig } from '../../apps/api/src/config.ts'
import { diskBlobStore } from '../../apps/api/src/storage/blob-store.ts'
import { imagePipeline } from '../../apps/api/src/storage/images.ts'
import { flatPng, jpegWithGps } from '../../apps/api/src/test/images.ts'
import { newAccount } from '../../apps/api/src/test/sign-in.ts'
import { serveChild } from '../lib/child.ts'

/** Which slow pictures one wallet sends. */
export type Attack = 'issue-38' | 'interlaced'

export interface SlowPicturesArgs {
  attack: Attack
  /** How many the wallet sends at once. */
  count: number
}

export interface SlowPicturesFigures {
  /** The pipeline as the server builds it by default (IMAGE_DECODES, IMAGE_DECODE_SECONDS). */
  decodes: number
  decodeSeconds: number
  slowBytes: number
  /** From the moment all were sent: until the other member's photo was stored. */
  otherMs: number
  /** Until each slow picture was answered, in the order they were answered, and how. */
  slowMs: number[]
  slowAnswers: string[]
}

const SLOW: Record<Attack, () => Buffer> = {
  // The attacker's picture: 1 x 40,000,000, refused by the header's longest side.
  'issue-38': () => flatPng(1, 40_000_000),
  // The costliest picture within the header's limits found: 40 megapixels, interlaced (a
  // decoder reads the passes into memory whole), seconds of decoding on a busy machine.
  interlaced: () => flatPng(6324, 6324, { interlaced: true }),
}

// One wallet sends `count` slow pictures at once, and another member a 2 KB photo right after,
// through the pipeline every upload takes (storage/images.ts), in a process of its own.
await serveChild<SlowPicturesArgs, SlowPicturesFigures>(async (args) => {
  sharp.cache(false)
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'memap-bench-slow-'))
  const { images } = loadConfig({})
  const pipeline = imagePipeline({
    blobs: diskBlobStore(dir),
    ...images,
    admit: async () => {},
  })
  const slow = SLOW[args.attack]()
  const photo = await jpegWithGps(48, 32)
  const [attacker, member] = [newAccount().address, newAccount().address]
  const picture = { maxSide: 2048, field: 'file' }
  try {
    const started = performance.now()
    const slowMs: number[] = []
    const slowAnswers: string[] = []
    const slowOnes = Array.from({ length: args.count }, () =>
      pipeline.store(attacker, slow, picture).then(
        () => 'stored',
        (error: Error) => error.message,
      ),
    ).map((answer) =>
      answer.then((text) => {
        slowMs.push(performance.now() - started)
        slowAnswers.push(text)
      }),
    )
    await pipeline.store(member, photo, picture)
    const otherMs = performance.now() - started
    await Promise.all(slowOnes)
    return {
      ready: { ...images, slowBytes: slow.length, otherMs, slowMs, slowAnswers },
      close: async () => {},
    }
  } finally {
    await fs.rm(dir, { recursive: true, force: true })
  }
})
