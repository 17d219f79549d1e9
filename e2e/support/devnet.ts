import fs from 'node:fs/promises'
import path from 'node:path'

/**
 * The JSON-RPC URL of the anvil a running server started for its DATA_DIR (found through /proc,
 * by its `--state` file): the journeys' way to the devnet's own methods (anvil_*, evm_*), which
 * the server's RPC relay refuses to browsers.
 */
export async function devnetRpcUrl(dataDir: string): Promise<string> {
  const state = path.join(dataDir, 'devnet', 'state.json')
  for (const entry of await fs.readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const args = await fs.readFile(`/proc/${entry}/cmdline`, 'utf8').then(
      (text) => text.split('\0'),
      () => [] as string[],
    )
    const after = (flag: string) => args[args.indexOf(flag) + 1]
    if (path.basename(args[0] ?? '') === 'anvil' && after('--state') === state) {
      return `http://${after('--host')}:${after('--port')}`
    }
  }
  throw new Error(`no anvil runs with the state ${state}`)
}

/** One JSON-RPC call; its result, or the node's error thrown. */
export async function devnetCall(url: string, method: string, params: unknown[] = []) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: unknown; error?: { message: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message}`)
  return body.result
}
