import { parseSiweMessage } from 'viem/siwe'
import { describe, expect, it, vi } from 'vitest'
import { signIn, signInMessage } from './sign-in.ts'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const location = { host: 'memap.test:8080', origin: 'http://memap.test:8080' }

describe('signInMessage', () => {
  it('names the page as domain and URI, the chain, the nonce and version 1', () => {
    const issuedAt = new Date('2025-01-02T03:04:05.000Z')
    const fields = parseSiweMessage(
      signInMessage({
        address: ADDRESS,
        chainId: 31337,
        nonce: 'abcdefgh1234',
        location,
        issuedAt,
      }),
    )
    expect(fields).toMatchObject({
      address: ADDRESS,
      chainId: 31337,
      domain: 'memap.test:8080',
      uri: 'http://memap.test:8080',
      nonce: 'abcdefgh1234',
      version: '1',
      statement: 'Sign in to MeMap',
      issuedAt,
    })
  })
})

describe('signIn', () => {
  const deps = (session: string | null) => ({
    sign: vi.fn(async (_message: string) => '0xsig' as const),
    getSession: vi.fn(async () => session as `0x${string}` | null),
    getNonce: vi.fn(async () => 'nonce12345678'),
    verify: vi.fn(async () => ADDRESS as `0x${string}`),
    location,
  })

  it('asks the wallet to sign a fresh message and sends it to the server', async () => {
    const d = deps(null)
    expect(await signIn({ address: ADDRESS, chainId: 10 }, d)).toBe(true)
    const message = d.sign.mock.calls[0]?.[0] ?? ''
    expect(parseSiweMessage(message)).toMatchObject({ nonce: 'nonce12345678', chainId: 10 })
    expect(d.verify).toHaveBeenCalledWith(message, '0xsig')
  })

  it('does not ask again when the session belongs to this wallet, whatever the letter case', async () => {
    const d = deps(ADDRESS.toLowerCase())
    expect(await signIn({ address: ADDRESS, chainId: 10 }, d)).toBe(false)
    expect(d.getNonce).not.toHaveBeenCalled()
    expect(d.sign).not.toHaveBeenCalled()
  })

  it('signs in again when the session belongs to another wallet', async () => {
    const d = deps('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC')
    expect(await signIn({ address: ADDRESS, chainId: 10 }, d)).toBe(true)
    expect(d.sign).toHaveBeenCalledOnce()
  })

  it('sends nothing when the wallet refuses to sign', async () => {
    const d = deps(null)
    d.sign.mockRejectedValueOnce(Object.assign(new Error('User rejected'), { code: 4001 }))
    await expect(signIn({ address: ADDRESS, chainId: 10 }, d)).rejects.toMatchObject({ code: 4001 })
    expect(d.verify).not.toHaveBeenCalled()
  })
})
