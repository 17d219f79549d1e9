import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, gzip, constants as zlib } from 'node:zlib'
import { gzipAsync as zopfliGzip } from '@gfx/zopfli'
import type { Plugin, Rolldown } from 'vite'

const COMPRESSIBLE = /\.(js|css|svg|json|webmanifest)$/
const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

/** The text of a file the build wrote, or '' when it wrote none. */
const sourceOf = (bundle: Rolldown.OutputBundle, fileName: string) => {
  const output = bundle[fileName]
  if (!output) return ''
  return output.type === 'asset' ? String(output.source) : output.code
}

/**
 * What a first visit downloads: the scripts and stylesheets of index.html and of each page's
 * first screen (first-screens.json, build-plugins/first-screens.ts).
 */
function firstVisitFiles(bundle: Rolldown.OutputBundle): Set<string> {
  const linked = [...sourceOf(bundle, 'index.html').matchAll(/(?:src|href)="\/([^"]+)"/g)].map(
    ([, file]) => file ?? '',
  )
  const screens = JSON.parse(sourceOf(bundle, 'first-screens.json') || '{}') as Record<
    string,
    string[]
  >
  const screenFiles = Object.values(screens).flatMap((files) => files.map((f) => f.slice(1)))
  return new Set([...linked, ...screenFiles])
}

/**
 * Writes a `.br` and a `.gz` beside each script and stylesheet, at the highest levels, once at
 * build time; the server sends the one the browser accepts (@fastify/static `preCompressed`).
 * A phone on a mobile network downloads a third of the bytes. The first visit's files are
 * gzipped by Zopfli, which writes the same format 3 to 4 % smaller (a browser that asks for
 * gzip gets 3.5 KB less on its first visit) at a hundred times gzip's time: for the other files
 * (the wallet SDKs alone are 700 KB) the build would take a minute more.
 */
export function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'memap:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir
    },
    async writeBundle(_options, bundle) {
      const firstVisit = firstVisitFiles(bundle)
      const files = Object.keys(bundle).filter((file) => COMPRESSIBLE.test(file))
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file)
          const content = await readFile(path)
          const [gzipped, brotli] = await Promise.all([
            firstVisit.has(file) ? zopfliGzip(content, {}) : gzipAsync(content, { level: 9 }),
            brotliAsync(content, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                [zlib.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
          ])
          await Promise.all([writeFile(`${path}.gz`, gzipped), writeFile(`${path}.br`, brotli)])
        }),
      )
    },
  }
}
