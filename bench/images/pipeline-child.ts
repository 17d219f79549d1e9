import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { diskBlobStore } from '../../apps/api/src/storage/blob-store.ts'
import { storeImage } from '../../apps/api/src/storage/images.ts'
import { serveChild } from '../lib/child.ts'

export interface PipelineArgs {
  file: string
  maxSide: number
  runs: number
}

export interface PipelineFigures {
  timesMs: number[]
  /** CPU time of each run, every thread of the process: what a busy machine does not inflate. */
  cpuMs: number[]
  /** Resident memory before the first run (node, sharp, the input file) and at its peak. */
  baselineRssMb: number
  peakRssMb: number
  outputBytes: number
}

// One image through the server's pipeline, in a fresh process so that its peak memory is its own.
await serveChild<PipelineArgs, PipelineFigures>(async (args) => {
  // Every upload is a new image: libvips' cache of earlier operations must not serve a rerun.
  sharp.cache(false)
  const bytes = await fs.readFile(args.file)
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'memap-bench-images-'))
  const store = diskBlobStore(dir)
  const baselineRssMb = process.memoryUsage().rss / 2 ** 20
  try {
    const timesMs: number[] = []
    const cpuMs: number[] = []
    let key = ''
    for (let run = 0; run < args.runs; run++) {
      const started = performance.now()
      const cpu = process.cpuUsage()
      key = await storeImage(store, bytes, { maxSide: args.maxSide, field: 'file', seconds: 3 })
      const used = process.cpuUsage(cpu)
      timesMs.push(performance.now() - started)
      cpuMs.push((used.user + used.system) / 1000)
    }
    const output = await store.get(key)
    const figures = {
      timesMs,
      cpuMs,
      baselineRssMb,
      peakRssMb: process.resourceUsage().maxRSS / 1024,
      outputBytes: output?.length ?? 0,
    }
    return { ready: figures, close: async () => {} }
  } finally {
    await fs.rm(dir, { recursive: true, force: true })
  }
})
