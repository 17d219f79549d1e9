// `npm run backup [-- FILE]` and `npm run restore -- FILE`: the database MeMap is configured with
// (DATABASE_URL, or DATA_DIR's SQLite file). `audit` checks its ledger (after a restore, say).
import path from 'node:path'
import { loadConfig } from '../config.ts'
import { openDatabase } from '../db/database.ts'
import { type BackupTarget, backup, restore } from './backup.ts'
import { auditLedger } from './ledger-audit.ts'

const [command, fileArgument] = process.argv.slice(2)
const config = loadConfig()
const target: BackupTarget = config.databaseUrl
  ? { databaseUrl: config.databaseUrl }
  : { sqliteFile: path.join(config.dataDir, 'memap.sqlite') }

if (command === 'backup') {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-')
  const file = path.resolve(
    fileArgument ?? path.join(config.dataDir, 'backups', `memap-${stamp}.backup`),
  )
  await backup(target, file)
  console.log(file)
} else if (command === 'restore' && fileArgument) {
  await restore(target, path.resolve(fileArgument))
  console.log(`restored ${fileArgument}`)
} else if (command === 'audit') {
  const { db } = openDatabase(config)
  const problems = await auditLedger(db)
  await db.destroy()
  for (const problem of problems) console.error(problem)
  console.log(problems.length ? `${problems.length} ledger problems` : 'the ledger is sound')
  process.exit(problems.length ? 1 : 0)
} else {
  console.error(
    'usage: npm run backup [-- FILE] | npm run restore -- FILE | node --import tsx apps/api/src/ops/backup-cli.ts audit',
  )
  process.exit(1)
}
