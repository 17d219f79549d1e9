import fs from 'node:fs'
import os from 'node:os'

/** What a result depends on: the machine and how busy it was when the run began. */
export function machine() {
  const cpuinfo = fs.readFileSync('/proc/cpuinfo', 'utf8')
  return {
    date: new Date().toISOString(),
    cpus: os.availableParallelism(),
    cpuModel: /model name\s*:\s*(.*)/.exec(cpuinfo)?.[1] ?? os.cpus()[0]?.model ?? 'unknown',
    memoryMb: Math.round(os.totalmem() / 2 ** 20),
    load: os.loadavg().map((value) => Number(value.toFixed(2))),
    node: process.version,
  }
}
