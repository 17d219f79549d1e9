import net from 'node:net'
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from './test/app.ts'

/**
 * A client that sends a request a few bytes at a time and never finishes it. Answers what the
 * server wrote back once it closed the connection, and whether that happened before `during`
 * (run meanwhile) was done.
 */
async function trickle(
  port: number,
  head: string,
  drip: string,
  during: () => Promise<void>,
): Promise<{ answer: string; closedBeforeOthersWereServed: boolean }> {
  const socket = net.connect(port, '127.0.0.1')
  let answer = ''
  let closed = false
  socket.setEncoding('utf8')
  socket.on('data', (chunk) => {
    answer += chunk
  })
  socket.on('error', () => {})
  const done = new Promise<void>((resolve) => socket.on('close', () => resolve()))
  socket.on('close', () => {
    closed = true
  })
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()))
  socket.write(head)
  const dripping = setInterval(() => {
    if (!socket.destroyed) socket.write(drip)
  }, 100)
  try {
    await during()
    const closedBeforeOthersWereServed = closed
    await done
    return { answer, closedBeforeOthersWereServed }
  } finally {
    clearInterval(dripping)
    socket.destroy()
  }
}

describe('slow clients', () => {
  const t = useTestApp({ HEADERS_TIMEOUT_MS: '2000', REQUEST_TIMEOUT_MS: '3000' })
  let port: number
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const address = t.app.server.address()
    if (!address || typeof address === 'string') throw new Error('not listening')
    port = address.port
  })

  const servedMeanwhile = async () => {
    const res = await fetch(`http://127.0.0.1:${port}/v0/config`)
    expect(res.status).toBe(200)
  }

  it('closes a connection whose headers trickle in, with 408, while serving others', async () => {
    const { answer, closedBeforeOthersWereServed } = await trickle(
      port,
      'GET /v0/config HTTP/1.1\r\nHost: localhost\r\n',
      'X-Slow: 1\r\n',
      servedMeanwhile,
    )
    expect(closedBeforeOthersWereServed).toBe(false)
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/)
    expect(answer.split('\r\n\r\n')[1]).toBe(
      '{"error":"the request was not received in time","code":"request_timeout"}',
    )
  })

  it('closes a connection whose body trickles in, with 408, while serving others', async () => {
    const { answer, closedBeforeOthersWereServed } = await trickle(
      port,
      'POST /v0/user/check HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"walletAddr":"',
      'a',
      servedMeanwhile,
    )
    expect(closedBeforeOthersWereServed).toBe(false)
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/)
  })

  it('answers a request sent at once', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/v0/user/check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ walletAddr: `0x${'a'.repeat(40)}` }),
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ data: { NftStatus: false } })
  })
})
