import type { PublicConfig } from '@memap/shared/config'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { launchBrowser } from './browser.ts'
import { publicConfig } from './memap.ts'
import { type RunningServer, startServer } from './server.ts'

export type ServerOptions = Parameters<typeof startServer>[0]

/**
 * What the server needs before it starts (a copy of the build, an OAuth server): `start` sets it
 * up and answers the server's options; `stop` takes it down once the server has stopped.
 */
export type ServerSetUp = { start: () => Promise<ServerOptions>; stop: () => Promise<void> }

/** What a journey runs against: its own server, that server's public configuration, Chromium. */
export type Journey = { server: RunningServer; config: PublicConfig; browser: Browser }

/**
 * The opening the journeys share: before the suite, the server (with `options`, or those its
 * set-up answers) and Chromium start side by side, then the configuration is read; after it, the
 * browser closes and the server stops. Called first in a describe, its fields are there for the
 * describe's own hooks, and it ends after them (vitest runs after-hooks in reverse).
 */
export function useJourney(options: ServerOptions | ServerSetUp = {}): Journey {
  const setUp: ServerSetUp =
    'start' in options ? options : { start: async () => options, stop: async () => {} }
  const journey = {} as Journey
  beforeAll(async () => {
    const serverOptions = await setUp.start()
    const [server, browser] = await Promise.all([startServer(serverOptions), launchBrowser()])
    Object.assign(journey, { server, browser, config: await publicConfig(server) })
  })
  afterAll(async () => {
    await journey.browser?.close()
    await journey.server?.stop()
    await setUp.stop()
  })
  return journey
}
