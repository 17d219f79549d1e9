// `npm run backup [-- FILE]` and `npm run restore -- FILE`: the database MeMap is configured with
// (DATABASE_URL, or DATA_DIR's SQLite file).
import path from 'node:path'
import { loadConfig } from '../config.ts'
import { type BackupTarget, backup, restore } from './backup.ts'

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
} else {
  console.error('usage: npm run backup [-- FILE] | npm run restore -- FILE')
  process.exit(1)
}
