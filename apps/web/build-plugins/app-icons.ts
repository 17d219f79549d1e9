import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import type { Plugin } from 'vite'
import { APP_ICONS } from './app-icon-names.ts'

/** The logo on the theme colour, as the maskable icon's background (see public/favicon.svg). */
const THEME_COLOUR = '#5b3df5'

/**
 * Draws the home-screen icons from `public/favicon.svg` at build time, so the logo has one
 * source. The maskable icon fills the square with the theme colour and keeps the logo inside the
 * central 80% every launcher's mask leaves visible.
 */
export function appIcons(): Plugin {
  let root = ''
  return {
    name: 'memap:app-icons',
    apply: 'build',
    configResolved(config) {
      root = config.root
    },
    // The page's icon travels in the page: no request of its own, before or after the first
    // paint (the file stays, for the wallets that show it).
    async transformIndexHtml(html) {
      const logo = await readFile(join(root, 'public', 'favicon.svg'), 'utf8')
      const inPage = `data:image/svg+xml,${encodeURIComponent(logo.trim())}`
      return html.replace(
        '<link rel="icon" type="image/svg+xml" href="/favicon.svg"',
        () => `<link rel="icon" type="image/svg+xml" href="${inPage}"`,
      )
    },
    async generateBundle() {
      const logo = await readFile(join(root, 'public', 'favicon.svg'))
      const square = (size: number) => sharp(logo, { density: 72 * (size / 64) }).resize(size, size)
      const maskable = async (size: number) => {
        const inner = Math.round(size * 0.6)
        const art = await sharp(logo, { density: 72 * (inner / 64) })
          .resize(inner, inner)
          .toBuffer()
        return sharp({
          create: { width: size, height: size, channels: 4, background: THEME_COLOUR },
        }).composite([{ input: art, gravity: 'center' }])
      }
      const files: [string, Promise<Buffer>][] = [
        [APP_ICONS.any192, square(192).png().toBuffer()],
        [APP_ICONS.any512, square(512).png().toBuffer()],
        [APP_ICONS.maskable512, maskable(512).then((image) => image.png().toBuffer())],
        [APP_ICONS.appleTouch, maskable(180).then((image) => image.png().toBuffer())],
      ]
      for (const [fileName, image] of files) {
        this.emitFile({ type: 'asset', fileName, source: await image })
      }
    },
  }
}
