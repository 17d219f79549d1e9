// Reports the JavaScript the landing page downloads before the wallet chooser opens, and fails
// when a wallet SDK (Coinbase, WalletConnect) sneaks into it or the total passes the budget.
// Run after `vite build`: `npm run size -w @memap/web`.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const BUDGET_GZIP_KB = 190
const FORBIDDEN =
  /node_modules[\\/](@walletconnect|@reown|@coinbase|@base-org)[\\/]|[\\/]extra-connectors\.ts$/

const dist = join(import.meta.dirname, '..', 'dist')
const html = readFileSync(join(dist, 'index.html'), 'utf8')
const entry = html.match(/<script type="module"[^>]*src="\/assets\/([^"]+\.js)"/)?.[1]
if (!entry) throw new Error('No entry script in dist/index.html; run `vite build` first.')

// The landing route's own chunk, found through the entry's dynamic imports.
const entryCode = readFileSync(join(dist, 'assets', entry), 'utf8')
const landing = entryCode.match(/landing-route-[\w-]+\.js/)?.[0]

const staticImports = (file) =>
  [
    ...readFileSync(join(dist, 'assets', file), 'utf8').matchAll(
      /(?:import|export)[^'"()]*?["']\.\/([^"']+\.js)["']/g,
    ),
  ].map((match) => match[1])

const initial = new Set()
const visit = (file) => {
  if (initial.has(file)) return
  initial.add(file)
  for (const dependency of staticImports(file)) visit(dependency)
}
visit(entry)
if (landing) visit(landing)

let totalRaw = 0
let totalGzip = 0
const offenders = []
for (const file of [...initial].sort()) {
  const code = readFileSync(join(dist, 'assets', file))
  const gzip = gzipSync(code).length
  totalRaw += code.length
  totalGzip += gzip
  console.log(`${file.padEnd(44)} ${kb(code.length).padStart(9)} ${kb(gzip).padStart(9)} gzip`)
  const map = join(dist, 'assets', `${file}.map`)
  if (existsSync(map)) {
    const sources = JSON.parse(readFileSync(map, 'utf8')).sources
    offenders.push(
      ...sources.filter((source) => FORBIDDEN.test(source)).map((s) => `${file}: ${s}`),
    )
  }
}
console.log(`${'total'.padEnd(44)} ${kb(totalRaw).padStart(9)} ${kb(totalGzip).padStart(9)} gzip`)

if (!landing) fail('The landing route chunk was not found.')
if (offenders.length > 0) fail(`Wallet SDK code in the initial load:\n  ${offenders.join('\n  ')}`)
if (totalGzip / 1024 > BUDGET_GZIP_KB)
  fail(`Initial load above the ${BUDGET_GZIP_KB} kB gzip budget.`)

function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} kB`
}

function fail(message) {
  console.error(message)
  process.exitCode = 1
}
