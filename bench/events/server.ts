import { randomBytes } from 'node:crypto'
import type { Address } from '@memap/shared/address'
import { getAddress } from 'viem'
import { withTransaction } from '../../apps/api/src/db/changes.ts'
import { notifier } from '../../apps/api/src/modules/notifications/service.ts'
import { serveChild } from '../lib/child.ts'
import { startMemap } from '../lib/memap.ts'
import { writeSessions } from '../lib/sessions.ts'
import { BENCH_EVENT, type RaiseLoad, wallClockMs } from './shared.ts'

export interface EventsServerArgs {
  dataDir: string
  databaseUrl: string | undefined
  /** Signed-in wallets, one stream each. */
  wallets: number
}

export interface EventsServerReady {
  url: string
  /** One session cookie per wallet. */
  cookies: string[]
}

// The MeMap server of the events benchmark: signed-in wallets, then, on command, notifications
// written at a steady rate through the app's own write path (withTransaction + the notifier's notify).
await serveChild<EventsServerArgs, EventsServerReady>(async (args) => {
  const memap = await startMemap({
    dataDir: args.dataDir,
    databaseUrl: args.databaseUrl,
    chain: 'offline',
  })
  const wallets = Array.from({ length: args.wallets }, () =>
    getAddress(`0x${randomBytes(20).toString('hex')}`),
  )
  // A stream needs a session, not a MeMap.
  const cookies = await writeSessions(memap.db, wallets)

  const { notify } = notifier()
  const raiseOne = (wallet: Address) =>
    withTransaction(memap.db, (trx) =>
      notify(
        trx,
        { walletAddr: wallet, type: BENCH_EVENT, value: 0, info: wallClockMs().toFixed(3) },
        new Date(),
      ),
    )
  const wallet = () => wallets[Math.floor(Math.random() * wallets.length)] as Address

  const url = await memap.app.listen({ port: 0, host: '127.0.0.1' })
  return {
    ready: { url, cookies },
    close: memap.close,
    commands: {
      /** Collects garbage and answers the process's memory. */
      memory: async () => {
        ;(globalThis as { gc?: () => void }).gc?.()
        return process.memoryUsage()
      },
      /** Writes `perSecond` notifications a second for `seconds`, each to a random wallet. */
      raise: async (argument) => {
        const { perSecond, seconds } = argument as RaiseLoad
        const tickMs = 10
        const total = perSecond * seconds
        const started = performance.now()
        let raised = 0
        const writes: Promise<unknown>[] = []
        while (raised < total) {
          const due = Math.min(
            total,
            Math.floor(((performance.now() - started) / 1000) * perSecond),
          )
          for (; raised < due; raised++) writes.push(raiseOne(wallet()))
          await new Promise((resolve) => setTimeout(resolve, tickMs))
        }
        await Promise.all(writes)
        return { raised, seconds: (performance.now() - started) / 1000 }
      },
    },
  }
})
