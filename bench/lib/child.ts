import { fork } from 'node:child_process'

export interface Child<T> {
  /** What the child sent when it was ready. */
  ready: T
  stop(): Promise<void>
}

/**
 * Runs `script` (TypeScript, through tsx) in a process of its own, so that a server and the
 * load generator never share an event loop. `args` reach it as JSON in BENCH_ARGS; it answers
 * `{ ready }` or `{ error }` over IPC, and stops on SIGTERM.
 */
export function startChild<T>(script: string | URL, args: unknown): Promise<Child<T>> {
  const child = fork(script, [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_ARGS: JSON.stringify(args) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
  }
  return new Promise((resolve, reject) => {
    child.once('message', (message: { ready?: T; error?: string }) => {
      if (message.error !== undefined) {
        reject(new Error(`${script}: ${message.error}`))
        void stop()
      } else resolve({ ready: message.ready as T, stop })
    })
    child.once('exit', (code) =>
      reject(new Error(`${script} exited with ${code} before it was ready`)),
    )
  })
}

/** The child's side: reads its arguments, answers ready (or the error), and closes on SIGTERM. */
export async function serveChild<A, T>(
  start: (args: A) => Promise<{ ready: T; close(): Promise<void> }>,
) {
  const send = (message: object) =>
    new Promise<void>((resolve) => process.send?.(message, () => resolve()))
  try {
    const started = await start(JSON.parse(process.env.BENCH_ARGS ?? '{}') as A)
    // SIGTERM and the parent's disconnect may both come: close once.
    let closing: Promise<void> | undefined
    const stop = () => {
      closing ??= started.close().then(() => process.exit(0))
      return closing
    }
    process.once('SIGTERM', stop)
    // An orphan would hold its port and database: go when the parent does.
    process.once('disconnect', stop)
    await send({ ready: started.ready })
  } catch (error) {
    await send({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) })
    process.exit(1)
  }
}
