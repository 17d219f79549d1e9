import { apiBench, FULL_API } from './api/api.ts'
import { chainBench, FULL_CHAIN } from './chain/chain.ts'
import { eventsBench, FULL_EVENTS } from './events/events.ts'
import { FULL_IMAGES, imagesBench } from './images/images.ts'
import { databasesFrom } from './lib/database.ts'
import { machine } from './lib/machine.ts'
import { goalMedians } from './lib/runs.ts'
import { FULL_MILLION, millionBench } from './million/million.ts'
import { FULL_PROFILE, profileBench } from './profile/profile.ts'
import { FULL_PUSH, pushBench } from './push/push.ts'
import { FULL_LIGHTHOUSE, lighthouseBench } from './web/lighthouse.ts'
import { weightBench } from './web/weight.ts'
import { FULL_WRITES, writesBench } from './writes/writes.ts'

// `npm run bench [-- weight|lighthouse|api|profile|writes|million|images|events|chain|push ...] [--sqlite|--postgres] [--members=N] [--seconds=N] [--no-kill] [--runs=N]`:
// the full benchmarks, on demand. Each prints its figures as JSON; with `--runs=N`, each is run N
// times and its goals judged by their medians.
const args = process.argv.slice(2)
const named = args.filter((arg) => !arg.startsWith('--'))
const databases = databasesFrom(args)
const membersArg = args.find((arg) => arg.startsWith('--members='))
const members = membersArg ? Number(membersArg.split('=')[1]) : undefined
const secondsArg = args.find((arg) => arg.startsWith('--seconds='))
const seconds = secondsArg ? Number(secondsArg.split('=')[1]) : undefined
const runsArg = args.find((arg) => arg.startsWith('--runs='))
const runs = runsArg ? Number(runsArg.split('=')[1]) : 1
if (!Number.isInteger(runs) || runs < 1) {
  console.error('--runs=N takes a whole number of runs, 1 or more')
  process.exit(2)
}

const benchmarks = {
  weight: () => weightBench(),
  lighthouse: () => lighthouseBench(FULL_LIGHTHOUSE),
  api: () => apiBench({ ...FULL_API, databases }),
  profile: () => profileBench({ ...FULL_PROFILE, databases }),
  writes: () => writesBench({ ...FULL_WRITES, databases }),
  million: () => millionBench({ ...FULL_MILLION, databases, ...(members ? { members } : {}) }),
  images: () => imagesBench(FULL_IMAGES),
  events: () => eventsBench({ ...FULL_EVENTS, databases }),
  chain: () => chainBench({ ...FULL_CHAIN, ...(members ? { members } : {}) }),
  // A shorter storm (`--seconds=N`) still kills the server halfway through, unless `--no-kill`.
  push: () =>
    pushBench({
      ...FULL_PUSH,
      databases,
      ...(members ? { members } : {}),
      ...(seconds ? { seconds, killAtS: seconds / 2 } : {}),
      ...(args.includes('--no-kill') ? { killAtS: undefined } : {}),
    }),
}
type Name = keyof typeof benchmarks

const unknown = named.filter((name) => !(name in benchmarks))
if (unknown.length > 0) {
  console.error(
    `unknown benchmark ${unknown.join(', ')}; choose from ${Object.keys(benchmarks).join(', ')}`,
  )
  process.exit(2)
}
for (const name of (named.length > 0 ? named : Object.keys(benchmarks)) as Name[]) {
  const before = machine()
  if (runs === 1) {
    const results = await benchmarks[name]()
    console.log(JSON.stringify({ benchmark: name, machine: before, results }, null, 2))
    continue
  }
  const each: unknown[] = []
  for (let run = 0; run < runs; run++) each.push(await benchmarks[name]())
  const medians = goalMedians(each)
  console.log(JSON.stringify({ benchmark: name, machine: before, medians, runs: each }, null, 2))
}
