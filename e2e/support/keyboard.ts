import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'

/** The focused element as a person would name it: tag, role, accessible text. */
export function focusedElement(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement
    if (!element || element === document.body) return '(nothing: the page itself)'
    const role = element.getAttribute('role')
    const name =
      element.getAttribute('aria-label') ??
      (element as HTMLInputElement).labels?.[0]?.textContent ??
      element.textContent
    const text = name?.replace(/\s+/g, ' ').trim().slice(0, 60)
    return `<${element.tagName.toLowerCase()}${role ? ` role=${role}` : ''}> ${text || '(no name)'}`
  })
}

/** Whether `target` is the focused element (document.activeElement). */
export const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement)

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has the focus, which proves it can be
 * reached from the keyboard; fails listing every element the focus went through otherwise.
 * `each` runs after every press.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  {
    max = 40,
    back = false,
    each,
  }: { max?: number; back?: boolean; each?: () => Promise<void> } = {},
): Promise<void> {
  await target.waitFor()
  const path: string[] = []
  for (let presses = 0; !(await isFocused(target)); presses += 1) {
    if (presses === max) {
      throw new Error(
        `${max} presses of ${back ? 'Shift+Tab' : 'Tab'} never reached ${target}; the focus went to:\n${path.join('\n')}`,
      )
    }
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
    path.push(await focusedElement(page))
    await each?.()
  }
}

/** Tabs to `target` and presses `key` (Enter by default) on it. */
export async function activate(page: Page, target: Locator, key = 'Enter'): Promise<void> {
  await tabTo(page, target)
  await page.keyboard.press(key)
}

/** Waits until the focus is on `target` or inside it (a dialog that took the focus, say). */
export async function expectFocusWithin(page: Page, target: Locator, what: string): Promise<void> {
  await target.waitFor()
  const inside = () => target.evaluate((element) => element.contains(document.activeElement))
  await expect
    .poll(async () => ((await inside()) ? what : `elsewhere: ${await focusedElement(page)}`), {
      message: `the focus should be in ${what}`,
    })
    .toBe(what)
}

/**
 * The focused element, when the box matching `selector` (a sticky bar at the top) covers the top
 * of its content: for a text field, the line with the caret (the browser scrolls that line into
 * view, so a field's padding may tuck under the bar and hide nothing).
 */
export function focusHiddenBy(page: Page, selector: string): Promise<string | null> {
  return page.evaluate((coverSelector) => {
    const focused = document.activeElement
    const cover = document.querySelector(coverSelector)
    if (!focused || focused === document.body || !cover || cover.contains(focused)) return null
    const box = focused.getBoundingClientRect()
    const style = getComputedStyle(focused)
    const contentTop =
      box.top + Number.parseFloat(style.borderTopWidth) + Number.parseFloat(style.paddingTop)
    const bar = cover.getBoundingClientRect()
    const hidden = contentTop < bar.bottom && box.bottom > bar.top
    return hidden ? focused.outerHTML.slice(0, 120) : null
  }, selector)
}
