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

/**
 * The CPU time process `pid` has used so far, in microseconds (Linux: /proc, in clock ticks of
 * 10 ms). Per request, it holds steady when other work on the machine makes throughput swing.
 */
export function cpuMicros(pid: number): number {
  const { user, system } = cpuMicrosByMode(pid)
  return user + system
}

/**
 * The same, in user mode (the process's own code) and in the kernel (its system calls: on a
 * loopback benchmark mostly the network, whose cost swings with the machine's scheduling).
 */
export function cpuMicrosByMode(pid: number): { user: number; system: number } {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
  // utime and stime, the 14th and 15th fields of the line (after the command's closing paren).
  return { user: Number(fields[11]) * 10_000, system: Number(fields[12]) * 10_000 }
}

/** The machine's CPU time so far, busy and in all, in clock ticks (Linux: the `cpu` line of /proc/stat). */
export function machineTicks(): { busy: number; total: number } {
  const fields = (fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number)
  const total = fields.reduce((sum, value) => sum + value, 0)
  // idle and iowait are the fourth and fifth.
  return { busy: total - (fields[3] ?? 0) - (fields[4] ?? 0), total }
}
