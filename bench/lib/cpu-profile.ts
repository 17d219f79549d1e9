import fs from 'node:fs'

/** A V8 CPU profile as `node --cpu-prof` writes it. */
interface CpuProfile {
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number } }>
  startTime: number
  endTime: number
  samples: number[]
  timeDeltas: number[]
}

export interface Share {
  name: string
  /** Per cent of the window's sampled time, idle included. */
  percent: number
}

/**
 * Where the last `windowSeconds` of a profile went (the load, not the server's start): self
 * time by package or source folder (all of them), and by function (the `top` ones).
 */
export function cpuShares(file: string, windowSeconds: number, top = 30) {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
  const from = profile.endTime - windowSeconds * 1e6
  const byPlace = new Map<string, number>()
  const byFunction = new Map<string, number>()
  let total = 0
  let clock = profile.startTime
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0
    clock += delta
    const node = nodes.get(id)
    if (clock < from || !node) return
    total += delta
    const { functionName, url, lineNumber } = node.callFrame
    add(byPlace, placeOf(url, functionName), delta)
    add(byFunction, `${functionName || '(anonymous)'} ${shortUrl(url)}:${lineNumber + 1}`, delta)
  })
  const ranked = (times: Map<string, number>, count = times.size): Share[] =>
    [...times]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, time]) => ({ name, percent: Math.round((1000 * time) / total) / 10 }))
  return {
    sampledMs: Math.round(total / 1000),
    byPlace: ranked(byPlace),
    byFunction: ranked(byFunction, top),
  }
}

function add(times: Map<string, number>, key: string, delta: number) {
  times.set(key, (times.get(key) ?? 0) + delta)
}

/** A package's name, a folder of ours (apps/api/src/plugins), a Node module, or V8's own. */
function placeOf(url: string, functionName: string): string {
  const inPackage = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(url)
  if (inPackage?.[1]) return inPackage[1]
  const ours = /\/(apps|packages)\/(.+)\/[^/]+$/.exec(url)
  if (ours) return `${ours[1]}/${ours[2]}`
  if (url.startsWith('node:')) return url
  return functionName || '(native)'
}

const shortUrl = (url: string) =>
  url.replace(/.*node_modules\//, '').replace(/^file:\/\/.*\/(apps|packages)\//, '$1/')
