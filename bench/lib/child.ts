import { fork } from 'node:child_process'

export interface Child<T> {
  /** What the child sent when it was ready. */
  ready: T
  pid: number
  /** Runs one of the commands the child offers and answers its result. */
  call<R = unknown>(command: string, argument?: unknown): Promise<R>
  stop(): Promise<void>
}

/** What a child may be asked to do after it is ready (measure, raise load...). */
export type ChildCommands = Record<string, (argument: unknown) => Promise<unknown>>

type Reply = { reply: number; result?: unknown; error?: string }

/**
 * Runs `script` (TypeScript, through tsx) in a process of its own, so that a server and the
 * load generator never share an event loop. `args` reach it as JSON in BENCH_ARGS; it answers
 * `{ ready }` or `{ error }` over IPC, and stops on SIGTERM.
 */
export function startChild<T>(
  script: string | URL,
  args: unknown,
  { nodeFlags = [] }: { nodeFlags?: string[] } = {},
): Promise<Child<T>> {
  const child = fork(script, [], {
    execArgv: ['--import', 'tsx', ...nodeFlags],
    env: { ...process.env, BENCH_ARGS: JSON.stringify(args) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
  }
  let calls = 0
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>()
  child.on('message', (message: Reply | { ready?: unknown }) => {
    if (!('reply' in message)) return
    const waiting = pending.get(message.reply)
    pending.delete(message.reply)
    if (message.error !== undefined) waiting?.reject(new Error(`${script}: ${message.error}`))
    else waiting?.resolve(message.result)
  })
  const call = <R>(command: string, argument?: unknown) =>
    new Promise<R>((resolve, reject) => {
      const id = ++calls
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject })
      child.send({ call: id, command, argument })
    })
  return new Promise((resolve, reject) => {
    child.once('message', (message: { ready?: T; error?: string }) => {
      if (message.error !== undefined) {
        reject(new Error(`${script}: ${message.error}`))
        void stop()
      } else resolve({ ready: message.ready as T, pid: child.pid ?? 0, call, stop })
    })
    child.once('exit', (code) =>
      reject(new Error(`${script} exited with ${code} before it was ready`)),
    )
  })
}

/** The child's side: reads its arguments, answers ready (or the error), and closes on SIGTERM. */
export async function serveChild<A, T>(
  start: (args: A) => Promise<{ ready: T; close(): Promise<void>; commands?: ChildCommands }>,
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
    process.on('message', (message: { call?: number; command?: string; argument?: unknown }) => {
      if (message.call === undefined) return
      const command = started.commands?.[message.command ?? '']
      const answer = command
        ? command(message.argument).then(
            (result) => ({ reply: message.call, result }),
            (error: unknown) => ({ reply: message.call, error: String(error) }),
          )
        : Promise.resolve({ reply: message.call, error: `no command ${message.command}` })
      void answer.then(send)
    })
    await send({ ready: started.ready })
  } catch (error) {
    await send({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) })
    process.exit(1)
  }
}
