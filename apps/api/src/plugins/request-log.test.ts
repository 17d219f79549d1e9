import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { buildApp } from '../app.ts'
import { SignedJobs } from '../chain/signed-jobs.ts'
import { openBlobStore } from '../storage/open-blob-store.ts'
import { useTestApp } from '../test/app.ts'

describe('request logs', () => {
  const t = useTestApp()

  it('writes one line per request, when it is answered', async () => {
    const lines: { msg: string; status: number; ms: number }[] = []
    const sink = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).trim().split('\n')) lines.push(JSON.parse(line))
        done()
      },
    })
    const app = await buildApp(
      {
        config: t.config,
        db: t.db,
        chain: t.chain,
        blobs: openBlobStore(t.config.blobStore),
        onChainJobQueued: () => {},
        // No worker: nothing is signed, and the chain counts as up.
        signedJobs: new SignedJobs(),
        chainStatus: () => ({ up: true }),
      },
      { logger: { level: 'info', stream: sink } },
    )
    await app.inject({ url: '/v0/config' })
    await app.inject({ url: '/v0/nowhere' })
    await app.close()
    const requests = lines.filter((line) => /^GET /.test(line.msg))
    expect(requests.map((line) => [line.msg, line.status])).toEqual([
      ['GET /v0/config 200', 200],
      ['GET /v0/nowhere 404', 404],
    ])
    expect(lines.filter((line) => /incoming request|request completed/.test(line.msg))).toEqual([])
  })
})
