import { spawnSync } from 'node:child_process'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { pino } from 'pino'
import { buildApp } from '../src/app.ts'
import { startLocalChain } from '../src/chain/devnet.ts'
import { SignedJobs } from '../src/chain/signed-jobs.ts'
import { loadConfig } from '../src/config.ts'
import { openDatabase } from '../src/db/database.ts'
import { migrateToLatest } from '../src/db/migrate.ts'
import { openBlobStore } from '../src/storage/open-blob-store.ts'

// Part of `npm run lint`: the OpenAPI document the app serves at /v0/docs/json, checked by
// Redocly's recommended rules. The app is built for real (a devnet and SQLite in a temporary
// folder), since the document is made from its routes.

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'memap-openapi-'))
const log = pino({ level: 'silent' })
const chain = await startLocalChain({ dataDir, nftBaseUri: 'http://localhost/v0/nft/', log })
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' })
const { db } = openDatabase(config)
let status = 1
try {
  await migrateToLatest(db)
  const app = await buildApp({
    config,
    db,
    chain: chain.context,
    blobs: openBlobStore(config.blobStore),
    onChainJobQueued: () => {},
    // No worker: nothing is signed, and the chain counts as up.
    signedJobs: new SignedJobs(),
    chainStatus: () => ({ up: true }),
  })
  const document = path.join(dataDir, 'openapi.json')
  await fs.writeFile(document, (await app.inject({ url: '/v0/docs/json' })).body)
  await app.close()
  const redocly = spawnSync('redocly', ['lint', document, '--format=summary'], {
    stdio: 'inherit',
    // Offline: no usage reports, no update check.
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  })
  status = redocly.status ?? 1
} finally {
  await db.destroy()
  await chain.stop()
  await fs.rm(dataDir, { recursive: true, force: true })
}
process.exit(status)
