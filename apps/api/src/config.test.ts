import os from 'node:os'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config.ts'

const remote = {
  RPC_URL: 'https://sepolia.optimism.io',
  CHAIN_ID: '11155420',
  SIGNER_PRIVATE_KEY: `0x${'11'.repeat(32)}`,
  NFT_CONTRACT: `0x${'aa'.repeat(20)}`,
  MAIN_CONTRACT: `0x${'bb'.repeat(20)}`,
  BADGE_CONTRACT: `0x${'cc'.repeat(20)}`,
}

describe('loadConfig', () => {
  it('runs the embedded default with nothing set', () => {
    const config = loadConfig({})
    expect(config.port).toBe(8080)
    expect(config.dataDir).toMatch(/\/data$/)
    expect(config.databaseUrl).toBeUndefined()
    expect(config.chain).toEqual({ kind: 'devnet' })
    expect(config.apiKeys).toEqual(['memap-local-web'])
  })

  it('uses a remote chain when all of its variables are set', () => {
    const config = loadConfig(remote)
    expect(config.chain).toMatchObject({
      kind: 'remote',
      chainId: 11155420,
      contracts: { nft: '0xaAaAaAaaAaAaAaaAaAAAAAAAAaaaAaAaAaaAaaAa' },
    })
  })

  it('names every missing chain variable', () => {
    const { BADGE_CONTRACT: _, SIGNER_PRIVATE_KEY: __, ...partial } = remote
    expect(() => loadConfig(partial)).toThrow(/missing: SIGNER_PRIVATE_KEY, BADGE_CONTRACT/)
  })

  it('lists every invalid value at once', () => {
    try {
      loadConfig({ PORT: 'eighty', CHAIN_ID: '1', DATABASE_URL: 'mysql://x' })
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError)
      const message = (error as Error).message
      expect(message).toMatch(/PORT/)
      expect(message).toMatch(/CHAIN_ID/)
      expect(message).toMatch(/DATABASE_URL: must be a postgres:\/\/ URL/)
    }
  })

  it('answers the machine’s own names, PUBLIC_URL’s host and ALLOWED_HOSTS', () => {
    expect(loadConfig({}).allowedHosts).toEqual(['localhost', '127.0.0.1', '[::1]'])
    const config = loadConfig({
      PUBLIC_URL: 'https://Memap.Example:8443',
      ALLOWED_HOSTS: ' memap-1.internal:8080, 10.0.0.5 ,[::2]',
    })
    expect(config.allowedHosts).toEqual([
      'localhost',
      '127.0.0.1',
      '[::1]',
      'memap.example',
      'memap-1.internal:8080',
      '10.0.0.5',
      '[::2]',
    ])
    expect(() => loadConfig({ ALLOWED_HOSTS: 'https://memap.example' })).toThrow(/ALLOWED_HOSTS/)
  })

  it('serves no metrics by default; METRICS_TOKEN turns them on, and must not be short', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined()
    expect(loadConfig({ METRICS_TOKEN: ' ' }).metricsToken).toBeUndefined()
    expect(loadConfig({ METRICS_TOKEN: 'a-long-enough-token' }).metricsToken).toBe(
      'a-long-enough-token',
    )
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN: must be at least 16 characters/,
    )
  })

  it('names no moderator by default; ADMIN_WALLETS lists them, checksummed', () => {
    expect(loadConfig({}).adminWallets).toEqual([])
    const wallet = '0x000000000000000000000000000000000000dead'
    expect(loadConfig({ ADMIN_WALLETS: ` ${wallet} ,` }).adminWallets).toEqual([
      '0x000000000000000000000000000000000000dEaD',
    ])
    expect(() => loadConfig({ ADMIN_WALLETS: 'moderator' })).toThrow(/ADMIN_WALLETS/)
  })

  it('trusts no proxy by default; a hop count or a list of proxies when set', () => {
    expect(loadConfig({}).trustProxy).toBe(false)
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false)
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2)
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 172.16.0.0/12,loopback, ::1' }).trustProxy).toEqual(
      ['10.0.0.5', '172.16.0.0/12', 'loopback', '::1'],
    )
    for (const value of ['true', 'proxy.example', '10.0.0.0/33', '10.0.0.1/8/1', '-1']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(
        /TRUST_PROXY: must be a hop count/,
      )
    }
  })

  it('refuses a landing link that is not an http(s) URL or a mail address', () => {
    expect(() =>
      loadConfig({ WHITE_PAPER_URL: 'javascript:alert(1)', CONTACT_EMAIL: 'not-mail' }),
    ).toThrow(
      /CONTACT_EMAIL: Invalid email address\n- WHITE_PAPER_URL: must be an http or https URL/,
    )
  })

  it('has the documented limits by default, each settable', () => {
    const config = loadConfig({})
    expect(config.uploadsPerDay).toBe(50)
    expect(config.images).toEqual({
      decodes: Math.min(os.availableParallelism(), 3),
      decodeSeconds: 3,
    })
    expect(config.bodyLimitBytes).toBe(1024 * 1024)
    expect(config.timeouts).toEqual({
      headersMs: 15_000,
      requestMs: 120_000,
      connectionMs: 60_000,
      keepAliveMs: 72_000,
    })
    const set = loadConfig({
      UPLOADS_PER_DAY: '5',
      IMAGE_DECODES: '1',
      IMAGE_DECODE_SECONDS: '2',
      HEADERS_TIMEOUT_MS: '9000',
      REQUEST_TIMEOUT_MS: '3000',
    })
    expect(set.uploadsPerDay).toBe(5)
    expect(set.images).toEqual({ decodes: 1, decodeSeconds: 2 })
    // Node refuses a headers timeout longer than the whole request's.
    expect(set.timeouts).toMatchObject({ headersMs: 3000, requestMs: 3000 })
    expect(() => loadConfig({ UPLOADS_PER_DAY: '0' })).toThrow(/UPLOADS_PER_DAY/)
    expect(() => loadConfig({ IMAGE_DECODE_SECONDS: '0.5' })).toThrow(/IMAGE_DECODE_SECONDS/)
  })

  it('accepts several API keys, comma separated, and none at all', () => {
    expect(loadConfig({ API_KEYS: 'a, b,,c' }).apiKeys).toEqual(['a', 'b', 'c'])
    expect(loadConfig({ API_KEYS: '' }).apiKeys).toEqual([])
  })
})
