import { launchBrowser } from '../../e2e/support/browser.ts'
import { measureFirstVisit, type PageWeight } from '../../e2e/support/page-weight.ts'
import { versus } from '../lib/stats.ts'
import { startSite } from './site.ts'

/** bench/RESULTS.md's target ("Landing weight") for each page: JavaScript downloaded before any click, gzip. */
export const WEIGHT_TARGET_KB = 100

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10

function figures(weight: PageWeight) {
  return {
    gzipKB: kb(weight.gzipBytes),
    sentKB: kb(weight.transferredBytes),
    budget: versus(kb(weight.gzipBytes), WEIGHT_TARGET_KB, '<='),
    scripts: weight.scripts
      .sort((a, b) => b.gzipBytes - a.gzipBytes)
      .map((script) => ({ file: script.file, KB: kb(script.bytes), gzipKB: kb(script.gzipBytes) })),
    packages: [...weight.packages].sort(),
  }
}

/**
 * Item 1: the JavaScript the landing page and a public profile download on a first visit, in
 * Chromium, from the recorded responses (the budget itself is e2e/weight.test.ts).
 */
export async function weightBench() {
  const [site, browser] = await Promise.all([startSite(), launchBrowser()])
  try {
    const landing = await measureFirstVisit(await browser.newPage(), site.landingUrl, (page) =>
      page.getByRole('button', { name: 'Connect Wallet' }),
    )
    const profile = await measureFirstVisit(await browser.newPage(), site.profileUrl, (page) =>
      page.getByRole('heading', { name: site.memberName }),
    )
    return { landing: figures(landing), publicProfile: figures(profile) }
  } finally {
    await browser.close()
    await site.server.stop()
  }
}
