import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../e2e/support/browser.ts'
import { percentile, versus } from '../lib/stats.ts'
import { startSite } from './site.ts'

/**
 * The targets of bench/RESULTS.md ("Lighthouse"), on Lighthouse's mobile defaults (simulated slow
 * 4G, 4x CPU slowdown), since the first screen is rendered on the server.
 */
export const LIGHTHOUSE_TARGETS = { performance: 100, lcpMs: 800, cls: 0.05 }
export const FULL_LIGHTHOUSE = { runs: 3 }

type Audit = { performance: number; lcpMs: number; cls: number; tbtMs: number; fcpMs: number }

/** One Lighthouse run of `url` (performance only) in the system Chromium. */
async function audit(url: string): Promise<Audit> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    })
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
    const { lhr } = result
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`)
    const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: Math.round(value('largest-contentful-paint')),
      cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
      tbtMs: Math.round(value('total-blocking-time')),
      fcpMs: Math.round(value('first-contentful-paint')),
    }
  } finally {
    chrome.kill()
  }
}

/** The median run by performance score, as Lighthouse's docs advise for noisy machines. */
function median(runs: Audit[]): Audit {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance)
  const middle = sorted[Math.floor(sorted.length / 2)]
  if (!middle) throw new Error('no Lighthouse run')
  return middle
}

/** Item 2: Lighthouse on `/` and on a public profile, `runs` times each; the median run. */
export async function lighthouseBench({ runs }: { runs: number }) {
  const site = await startSite()
  try {
    const runsOf = async (url: string) => {
      const audits: Audit[] = []
      for (let run = 0; run < runs; run += 1) audits.push(await audit(url))
      const of = (key: 'performance' | 'lcpMs' | 'cls') =>
        percentile(
          audits.map((one) => one[key]),
          50,
        )
      return {
        median: median(audits),
        // Each figure's own median over the runs, against its target.
        goals: {
          performance: versus(of('performance'), LIGHTHOUSE_TARGETS.performance, '>='),
          lcpMs: versus(of('lcpMs'), LIGHTHOUSE_TARGETS.lcpMs, '<='),
          cls: versus(of('cls'), LIGHTHOUSE_TARGETS.cls, '<='),
        },
        runs: audits,
      }
    }
    const landing = await runsOf(site.landingUrl)
    const publicProfile = await runsOf(site.profileUrl)
    return { targets: LIGHTHOUSE_TARGETS, landing, publicProfile }
  } finally {
    await site.server.stop()
  }
}
