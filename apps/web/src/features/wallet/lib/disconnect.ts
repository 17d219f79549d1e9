import type { Config } from 'wagmi'
import { disconnect } from 'wagmi/actions'

let inFlight: Promise<void> = Promise.resolve()

/** Ends every wallet connection; a wallet that is already gone is fine. */
export function disconnectAll(config: Config): Promise<void> {
  inFlight = inFlight.then(async () => {
    for (const { connector } of [...config.state.connections.values()]) {
      await disconnect(config, { connector }).catch(() => undefined)
    }
  })
  return inFlight
}

/**
 * Resolves once no disconnect is under way. A connect must wait for it: a disconnect that
 * finishes after it would end the new connection too.
 */
export function disconnectsDone(): Promise<void> {
  return inFlight
}

/** Resolves once wagmi is neither connecting nor reconnecting. */
export function connectionSettled(config: Config): Promise<void> {
  const busy = (status: Config['state']['status']) =>
    status === 'connecting' || status === 'reconnecting'
  if (!busy(config.state.status)) return Promise.resolve()
  return new Promise((resolve) => {
    const unsubscribe = config.subscribe(
      (state) => state.status,
      (status) => {
        if (busy(status)) return
        unsubscribe()
        resolve()
      },
    )
  })
}
