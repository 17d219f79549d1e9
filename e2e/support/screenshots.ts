import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { afterEach } from 'vitest'
import type { Member } from './member.ts'

/** Where the journeys' screenshots go, to look at them. */
const SCREENSHOTS = process.env.MEMAP_SCREENSHOTS ?? '/tmp/memap-screenshots'

/** The path of the screenshot `file`, in a folder that exists. */
export function screenshotPath(file: string): string {
  mkdirSync(SCREENSHOTS, { recursive: true })
  return path.join(SCREENSHOTS, file)
}

/** After each test that fails, a screenshot of each member's page: `failed-<label><name>.png`. */
export function screenshotFailures(members: () => Array<Member | undefined>, label = '') {
  afterEach(async (test) => {
    if (test.task.result?.state !== 'fail') return
    for (const m of members()) {
      await m?.page.screenshot({ path: screenshotPath(`failed-${label}${m.name}.png`) })
    }
  })
}
