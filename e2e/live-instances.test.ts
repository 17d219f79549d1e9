import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { PublicConfig } from '@memap/shared/config'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPostgresDatabase } from '../apps/api/src/test/database.ts'
import { freePort, startTestChain, type TestChain } from '../apps/api/src/test/spawned-server.ts'
import { launchBrowser } from './support/browser.ts'
import { type FailoverProxy, startFailoverProxy } from './support/failover-proxy.ts'
import { apiMember, cheer, firstEmotion, postEmotion } from './support/interactions.ts'
import { publicConfig } from './support/memap.ts'
import { signedInMember } from './support/member.ts'
import { type RunningServer, startServer } from './support/server.ts'

/** The balance chip's amount and the menu button's unread badge. */
async function topBar(page: Page) {
  const chip = await page.getByRole('link', { name: /Whoom, reward history$/ }).innerText()
  const badge = page.getByRole('banner').getByTestId('unread-badge')
  return {
    balance: Number(chip.replace(/\D/g, '')),
    unread: (await badge.count()) === 0 ? 0 : Number(await badge.innerText()),
  }
}

const shows = (page: Page, expected: { balance: number; unread: number }) =>
  expect.poll(() => topBar(page), { timeout: 15_000 }).toEqual(expected)

/**
 * Two MeMap processes on one database behind a proxy that sends each connection to the second
 * one while it lives, else to the first. `bus` says how an instance hears of the other's writes.
 */
function liveAcrossInstances(bus: 'postgres' | 'redis') {
  let chain: TestChain
  let dataDir: string
  let drop = async () => {}
  let one: RunningServer
  let two: RunningServer
  let proxy: FailoverProxy
  let browser: Browser
  let config: PublicConfig

  beforeAll(async () => {
    chain = await startTestChain()
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `memap-live-${bus}-`))
    const database =
      bus === 'postgres'
        ? await createPostgresDatabase(process.env.DATABASE_URL as string, 'e2e_live')
        : undefined
    if (database) drop = database.drop
    const proxyPort = await freePort()
    const env = {
      ...chain.env,
      // Browsers reach the instances through the proxy: that is the address they sign in to.
      PUBLIC_URL: `http://localhost:${proxyPort}`,
      ...(database ? { DATABASE_URL: database.url } : { REDIS_URL: 'redis://127.0.0.1:6379' }),
    }
    // One after the other, so that the migrations run once.
    one = await startServer({ env, dataDir, keepData: true })
    two = await startServer({ env, dataDir, keepData: true })
    proxy = await startFailoverProxy(proxyPort, [two.url, one.url])
    browser = await launchBrowser()
    config = await publicConfig(one)
  })

  afterAll(async () => {
    await browser?.close()
    await proxy?.close()
    await two?.stop()
    await one?.stop()
    await chain?.stop()
    await drop()
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true })
  })

  it('shows a cheer made on one instance to a browser on the other, and what came while it moved', async () => {
    const front = { url: proxy.url, dataDir, stop: async () => {} }
    const bea = await signedInMember({ server: front, browser, config }, 'Bea')
    const beaActor = { name: bea.name, address: bea.wallet.address, cookie: bea.cookie }
    const emotion = await postEmotion(front, beaActor, (await firstEmotion(one)).EmotionId)
    await shows(bea.page, { balance: 35, unread: 2 })

    // Al cheers on the first instance; Bea's page is served by the second.
    const al = await apiMember(front, config, 'Al')
    expect((await cheer(one, al, emotion)).status).toBe(200)
    await shows(bea.page, { balance: 37, unread: 3 })

    // The second instance stops: Bea's page reconnects through the proxy, to the first one,
    // and shows what happened meanwhile.
    await two.stop()
    const cy = await apiMember(front, config, 'Cy')
    expect((await cheer(one, cy, emotion)).status).toBe(200)
    await shows(bea.page, { balance: 39, unread: 4 })
    await bea.context.close()
  })
}

if (process.env.DATABASE_URL) {
  describe('live news across two instances on PostgreSQL (LISTEN/NOTIFY)', () => {
    liveAcrossInstances('postgres')
  })
}

describe('live news across two instances through Redis', () => {
  liveAcrossInstances('redis')
})
