import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { ALBUM_IMAGE_SIDE } from '@memap/shared/rules'
import sharp from 'sharp'
import { startChild } from '../lib/child.ts'
import { percentile, round, versus } from '../lib/stats.ts'
import { photoFiles } from './photo.ts'
import type { PipelineArgs, PipelineFigures } from './pipeline-child.ts'
import { slowPicturesBench } from './slow-pictures.ts'

export interface ImagesBenchOptions {
  width: number
  height: number
  /** Runs per image; the first is reported apart (libvips starts its threads then). */
  runs: number
  /** How many slow pictures one wallet sends at once (slow-pictures.ts). */
  slowPictures: number
}

export const FULL_IMAGES: ImagesBenchOptions = {
  width: 4000,
  height: 3000,
  runs: 6,
  slowPictures: 6,
}

/**
 * A camera JPEG and a PNG through storage/images.ts, fitted to an album picture's 2048 px; then
 * another member's photo while one wallet sends slow pictures.
 */
export async function imagesBench(options: ImagesBenchOptions) {
  return {
    photos: await photosBench(options),
    slowPictures: await slowPicturesBench(options.slowPictures),
  }
}

async function photosBench(options: ImagesBenchOptions) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'memap-bench-photos-'))
  try {
    const files = await photoFiles(options.width, options.height)
    const results = []
    for (const [format, bytes] of Object.entries(files)) {
      const file = path.join(dir, `photo.${format}`)
      await fs.writeFile(file, bytes)
      const child = await startChild<PipelineFigures>(
        new URL('pipeline-child.ts', import.meta.url),
        { file, maxSide: ALBUM_IMAGE_SIDE, runs: options.runs } satisfies PipelineArgs,
      )
      await child.stop()
      const { timesMs, cpuMs, baselineRssMb, peakRssMb, outputBytes } = child.ready
      const warm = (runs: number[]) => (runs.length > 1 ? runs.slice(1) : runs)
      const input = await sharp(bytes).metadata()
      results.push({
        format,
        pixels: `${input.width}x${input.height}`,
        inputMb: round(bytes.length / 2 ** 20),
        outputKb: round(outputBytes / 1024, 0),
        firstRunMs: round(timesMs[0] ?? Number.NaN),
        medianMs: versus(percentile(warm(timesMs), 50), 250, '<='),
        medianCpuMs: round(percentile(warm(cpuMs), 50)),
        slowestMs: round(Math.max(...timesMs)),
        baselineRssMb: round(baselineRssMb, 0),
        peakRssMb: round(peakRssMb, 0),
        peakAboveBaselineMb: round(peakRssMb - baselineRssMb, 0),
      })
    }
    return results
  } finally {
    await fs.rm(dir, { recursive: true, force: true })
  }
}
