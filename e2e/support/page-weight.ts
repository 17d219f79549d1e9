import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Locator, Page, Response } from 'playwright-core'

const webAssets = path.resolve(import.meta.dirname, '..', '..', 'apps', 'web', 'dist', 'assets')

/**
 * What a first visit downloads before any click: its scripts, as the server sent them, and the
 * scripts written into the page (its first script, build-plugins/early-script.ts) as one more.
 */
export type PageWeight = {
  scripts: { file: string; bytes: number; gzipBytes: number; transferredBytes: number }[]
  /**
   * Every script gzipped as the server sends it to a browser that asks for gzip: the `.gz` the
   * build stores beside it (build-plugins/precompress.ts). The budget's measure.
   */
  gzipBytes: number
  /** What the browser received (brotli where it asked for it). */
  transferredBytes: number
  /** The npm packages the scripts were built from, read from their source maps. */
  packages: Set<string>
  /** The app's own source files the scripts were built from (`src/features/…`). */
  sources: Set<string>
}

/**
 * Opens `url` on `page`, waits for `ready` and for the network to settle, and answers the
 * scripts the page downloaded on its own, recorded from the browser's responses.
 */
export async function measureFirstVisit(
  page: Page,
  url: string,
  ready: (page: Page) => Locator,
): Promise<PageWeight> {
  const responses: Response[] = []
  const record = (response: Response) => {
    if (response.request().resourceType() === 'script') responses.push(response)
  }
  page.on('response', record)
  await page.goto(url)
  await ready(page).waitFor()
  await page.waitForLoadState('networkidle')
  page.off('response', record)

  const scripts: PageWeight['scripts'] = await Promise.all(
    responses.map(async (response) => {
      const body = await response.body()
      const sizes = await response.request().sizes()
      return {
        file: new URL(response.url()).pathname.split('/').at(-1) ?? response.url(),
        bytes: body.length,
        gzipBytes: gzippedSize(new URL(response.url()).pathname, body),
        transferredBytes: sizes.responseBodySize,
      }
    }),
  )
  const inPage = Buffer.from(
    await page.evaluate(() =>
      Array.from(document.querySelectorAll('script:not([src])'))
        .filter((script) => script.getAttribute('type') !== 'application/json')
        .map((script) => script.textContent ?? '')
        .join('\n'),
    ),
  )
  if (inPage.length > 0) {
    const gzipped = gzipSync(inPage, { level: 9 }).length
    scripts.push({
      file: '(in the page)',
      bytes: inPage.length,
      gzipBytes: gzipped,
      transferredBytes: gzipped,
    })
  }
  const sum = (pick: (script: (typeof scripts)[number]) => number) =>
    scripts.reduce((total, script) => total + pick(script), 0)
  return {
    scripts,
    gzipBytes: sum((script) => script.gzipBytes),
    transferredBytes: sum((script) => script.transferredBytes),
    packages: new Set(scripts.flatMap((script) => packagesOf(script.file))),
    sources: new Set(
      scripts.flatMap((script) =>
        sourcesOf(script.file).flatMap((source) => source.match(/(src\/.+)$/)?.[1] ?? []),
      ),
    ),
  }
}

/** The size of the `.gz` stored for `pathname`, or the script at gzip's highest level. */
function gzippedSize(pathname: string, body: Buffer): number {
  const stored = path.join(webAssets, '..', `${pathname}.gz`)
  return existsSync(stored) ? statSync(stored).size : gzipSync(body, { level: 9 }).length
}

function sourcesOf(file: string): string[] {
  const map = path.join(webAssets, `${file}.map`)
  if (!existsSync(map)) return []
  return (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources
}

function packagesOf(file: string): string[] {
  return sourcesOf(file).flatMap(
    (source) => source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ?? [],
  )
}
