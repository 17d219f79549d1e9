import fs from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { profileBench } from './profile.ts'

describe('the CPU profile of the server under load, on a small run', () => {
  it('finds where user/info and /v0/config spend their time', async () => {
    const results = await profileBench({
      databases: ['sqlite'],
      connections: 4,
      warmup: 0,
      duration: 2,
    })
    expect(results.map((result) => result.route)).toEqual(['userInfo', 'config'])
    for (const result of results) {
      expect(result.requestsPerSecond).toBeGreaterThan(0)
      expect(result.sampledMs).toBeGreaterThan(0)
      const places = result.byPlace.map((share) => share.name)
      // Fastify answered the load, and our own plugins ran in it.
      expect(places).toContain('fastify')
      expect(places.some((place) => place.startsWith('apps/api/src'))).toBe(true)
    }
    // The profiles' folder: kept by a full run, not by this one.
    const folder = path.dirname(path.dirname(results[0]?.profile ?? ''))
    expect(path.basename(folder)).toMatch(/^memap-cpu-profiles-/)
    await fs.rm(folder, { recursive: true })
  }, 180_000)
})
