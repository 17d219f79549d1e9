import sharp from 'sharp'
import { seededRandom } from '../lib/random.ts'

/**
 * A photo-like picture, `width` x `height`: soft shapes and shading (a small random image
 * enlarged smoothly) and, over the lowest `grainyShare` of its rows, per-pixel grain of about
 * `grain` levels, as a camera sensor leaves. Flat colour would flatter every encoder.
 */
async function photoPixels(
  width: number,
  height: number,
  grain: number,
  grainyShare: number,
  seed = 7,
) {
  const random = seededRandom(seed)
  const small = { width: 16, height: 12, channels: 3 as const }
  const shapes = Buffer.alloc(small.width * small.height * 3)
  for (let i = 0; i < shapes.length; i++) shapes[i] = Math.floor(random() * 256)
  const pixels = await sharp(shapes, { raw: small })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer()
  const firstGrainy = Math.floor(height * (1 - grainyShare)) * width * 3
  for (let i = firstGrainy; i < pixels.length; i++) {
    // The sum of three uniforms: near enough to Gaussian, and cheap.
    const noise = (random() + random() + random() - 1.5) * 2 * grain
    pixels[i] = Math.max(0, Math.min(255, Math.round((pixels[i] as number) + noise)))
  }
  return { pixels, raw: { width, height, channels: 3 as const } }
}

/** The two uploads benchmarked: a camera JPEG (quality 92) and a PNG. */
export async function photoFiles(width: number, height: number) {
  const photo = await photoPixels(width, height, 10, 1)
  // A PNG keeps every bit of grain: a grainy 12-megapixel one is 20-30 MB, over the 10 MB limit
  // and refused before any decoding. The PNG that passes is a screenshot or an edited picture,
  // grainy in part (here its lower 40 %), which still makes the encoder and decoder work.
  const edited = await photoPixels(width, height, 4, 0.4, 8)
  return {
    jpeg: await sharp(photo.pixels, { raw: photo.raw }).jpeg({ quality: 92 }).toBuffer(),
    png: await sharp(edited.pixels, { raw: edited.raw })
      .png({ adaptiveFiltering: true })
      .toBuffer(),
  }
}
