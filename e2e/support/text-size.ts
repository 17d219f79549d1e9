import type { Locator, Page } from 'playwright-core'

/**
 * Every box whose content sticks out of it, keyed by its place in the document: text cut off by
 * a hidden overflow or an ellipsis, or spilling over its neighbours. Scrolling boxes are left
 * out, and so is an overhang of up to 4 px (a glyph past a tight line height hides nothing).
 */
function overflowingBoxes(page: Page): Promise<Record<number, string>> {
  return page.evaluate(() => {
    const found: Record<number, string> = {}
    document.body.querySelectorAll<HTMLElement>('*').forEach((box, place) => {
      const style = getComputedStyle(box)
      if (/auto|scroll/.test(`${style.overflowX} ${style.overflowY}`)) return
      // Inline boxes have no size of their own; visually hidden text has 1 px.
      if (box.clientWidth <= 1 || box.clientHeight <= 1) return
      const wide = box.scrollWidth - box.clientWidth
      const tall = box.scrollHeight - box.clientHeight
      if (wide <= 4 && tall <= 4) return
      const text = box.textContent?.replace(/\s+/g, ' ').trim().slice(0, 50)
      found[place] =
        `<${box.tagName.toLowerCase()} class="${box.className}"> ${box.scrollWidth}x${box.scrollHeight} in ${box.clientWidth}x${box.clientHeight}: ${text}`
    })
    return found
  })
}

/** How much wider the page is than the window, in CSS pixels (0 or less when it fits). */
function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => (document.scrollingElement?.scrollWidth ?? 0) - document.documentElement.clientWidth,
  )
}

/**
 * Sets the root font size to 200 %, as a reader's larger default text would (every text size of
 * the app is in rem), and answers what that breaks: the page grows wider than the window, or a
 * box that held its content at 100 % no longer does.
 */
export async function problemsWithDoubledText(page: Page): Promise<string[]> {
  const before = await overflowingBoxes(page)
  await page.evaluate(() => {
    document.documentElement.style.fontSize = '200%'
  })
  const after = await overflowingBoxes(page)
  const problems = Object.entries(after)
    .filter(([place]) => !(place in before))
    .map(([, box]) => `overflows: ${box}`)
  const wider = await horizontalOverflow(page)
  if (wider > 0) problems.unshift(`${wider} px wider than the window`)
  return problems
}

/** Of `controls`, those that cannot be wholly shown in the window, scrolled to as need be. */
export async function controlsOffScreen(page: Page, controls: Locator[]): Promise<string[]> {
  const window = await page.evaluate(() => ({
    width: document.documentElement.clientWidth,
    height: document.documentElement.clientHeight,
  }))
  const off: string[] = []
  for (const control of controls) {
    await control.scrollIntoViewIfNeeded()
    const box = await control.boundingBox()
    // Scrolled to, a box may end a fraction of a pixel past the window's edge.
    const inside =
      box !== null &&
      box.x >= -1 &&
      box.y >= -1 &&
      box.x + box.width <= window.width + 1 &&
      box.y + box.height <= window.height + 1
    if (!inside) off.push(`${control} at ${JSON.stringify(box)}`)
  }
  return off
}
