import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { profileScenario } from './api/scenario.ts'
import { startMemap } from './lib/memap.ts'
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'probe-'))
const memap = await startMemap({ dataDir, databaseUrl: undefined, chain: 'devnet', metricsToken: process.env.METRICS ? 'bench-metrics-token-0123456789' : undefined })
const scenario = await profileScenario(memap)
const url = await memap.app.listen({ port: 0, host: '127.0.0.1' })
fs.writeFileSync('/tmp/probe/scenario.json', JSON.stringify({ url, ...scenario }))
setTimeout(async () => { await memap.close(); process.exit(0) }, Number(process.env.EXIT_AFTER ?? 30000))
