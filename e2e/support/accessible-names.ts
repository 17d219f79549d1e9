import type { Locator, Page } from 'playwright-core'

/**
 * The buttons and links in `scope` that a screen reader would announce without a name (an icon
 * with no label, say), as the start of their HTML: empty when every control is named. The names
 * are the browser's accessible names, as Playwright computes them for `getByRole`.
 */
export async function unnamedControls(scope: Page | Locator): Promise<string[]> {
  const found: string[] = []
  for (const role of ['button', 'link'] as const) {
    const unnamed = scope.getByRole(role, { name: /^\s*$/ })
    found.push(...(await unnamed.evaluateAll((all) => all.map((e) => e.outerHTML.slice(0, 160)))))
  }
  return found
}
