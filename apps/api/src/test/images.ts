import zlib from 'node:zlib'
import sharp from 'sharp'

/** A real photo-like JPEG with EXIF and GPS metadata, `width` x `height`. */
export function jpegWithGps(width = 3000, height = 2000): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Leaky 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 33/1 0/1' },
    })
    .toBuffer()
}

export function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3366ff' } })
    .png({ compressionLevel: 1 })
    .toBuffer()
}

/**
 * A black PNG of any size, written by hand (8-bit grey, no filter, one deflated IDAT), so that
 * a picture that takes a decoder seconds (1 x 40,000,000) is made in a moment and weighs KBs.
 * `interlaced`: the Adam7 passes, which a decoder can only read into memory whole.
 */
export function flatPng(width: number, height: number, { interlaced = false } = {}): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bits per sample; colour type 0 (grey), compression and filter 0
  header[12] = interlaced ? 1 : 0
  // Each row (of each pass) is a filter byte and a byte per pixel, all zero.
  const passes = interlaced
    ? [
        [0, 0, 8, 8],
        [4, 0, 8, 8],
        [0, 4, 4, 8],
        [2, 0, 4, 4],
        [0, 2, 2, 4],
        [1, 0, 2, 2],
        [0, 1, 1, 2],
      ]
    : [[0, 0, 1, 1]]
  let rawBytes = 0
  for (const [x0 = 0, y0 = 0, dx = 1, dy = 1] of passes) {
    const columns = Math.ceil((width - x0) / dx)
    const rows = Math.ceil((height - y0) / dy)
    if (columns > 0 && rows > 0) rawBytes += rows * (1 + columns)
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(zlib.crc32(body))
    return Buffer.concat([length, body, crc])
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(rawBytes), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}
