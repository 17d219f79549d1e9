import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from 'playwright-core'

/** WCAG 2.0 to 2.2, levels A and AA. */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * axe-core's serious and critical violations of WCAG 2.2 AA on the page as it is now, one line
 * each (rule, elements, what is wrong), so a failing test reads as a to-do list. The label-in-name
 * rule (2.5.3) is still "experimental" in axe and off by default: it is turned on.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_AA)
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id}: ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`,
      ),
    )
}
