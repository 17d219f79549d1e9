import { cpuShares } from './lib/cpu-profile.ts'
for (const f of process.argv.slice(2)) {
  const s = cpuShares(f, 100, 25)
  console.log(f, s.sampledMs)
  console.log(s.byPlace.slice(0, 25).map((x) => `${x.percent}% ${x.name}`).join('\n'))
  console.log('--'); console.log(s.byFunction.slice(0, 15).map((x) => `${x.percent}% ${x.name}`).join('\n'))
}
