import { type Browser, chromium } from 'playwright-core'
import { watchConsole } from './console-errors.ts'

/** The system Chromium. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** The flags this machine needs (no network beyond loopback). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** The system Chromium, each of whose contexts is watched for console errors. */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  const newContext = browser.newContext.bind(browser)
  browser.newContext = async (options) => {
    const context = await newContext(options)
    watchConsole(context)
    return context
  }
  // browser.newPage makes its page's context through newContext, watched as well.
  return browser
}
