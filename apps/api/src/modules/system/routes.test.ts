import { DEV_PRIVATE_KEYS } from '@memap/contracts/dev-accounts'
import { badgeShopAbi } from '@memap/contracts/generated/BadgeShop'
import { meMapAbi } from '@memap/contracts/generated/MeMap'
import { whoomAbi } from '@memap/contracts/generated/Whoom'
import { publicConfigSchema } from '@memap/shared/config'
import {
  type Address,
  encodeFunctionData,
  type Hex,
  keccak256,
  parseEther,
  toHex,
  zeroHash,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../test/app.ts'

describe('GET /v0/config', () => {
  const t = useTestApp()

  it('answers the devnet chain, the RPC relay and three deployed contracts', async () => {
    const res = await t.app.inject({ url: '/v0/config', headers: { host: 'localhost:8080' } })
    expect(res.statusCode).toBe(200)
    const data = publicConfigSchema.parse(res.json().data)
    expect(data.chainId).toBe(31337)
    expect(data.rpcUrl).toBe('http://localhost:8080/v0/rpc')
    expect(data.version).toBe('Beta v1.0')
    expect(data.telegramBotId).toBeNull()
    expect(Object.values(data.links)).toEqual([null, null, null, null, null])
    for (const address of Object.values(data.contracts)) {
      const code = await t.chain.publicClient.getCode({ address })
      expect(code?.length).toBeGreaterThan(2)
    }
  })

  it('answers each origin its own RPC address, however its answers are interleaved', async () => {
    const hosts = ['localhost:8080', 'localhost:3000', '127.0.0.1:8080', 'localhost:8080']
    for (const host of [...hosts, ...[...hosts].reverse()]) {
      const res = await t.app.inject({ url: '/v0/config', headers: { host } })
      expect(res.json().data.rpcUrl).toBe(`http://${host}/v0/rpc`)
      // Written with the request's host: no shared cache may hand it to another.
      expect(res.headers['cache-control']).toBe('private, no-cache')
    }
  })

  it('relays JSON-RPC to the devnet for the browser', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v0/rpc',
      payload: { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ id: 1, result: '0x7a69' })
  })

  it('relays a transaction the browser signed itself, and it is mined', async () => {
    const sender = privateKeyToAccount(DEV_PRIVATE_KEYS[1])
    const { publicClient } = t.chain
    const fees = await publicClient.estimateFeesPerGas()
    const raw = await sender.signTransaction({
      chainId: t.chain.chainId,
      nonce: await publicClient.getTransactionCount({ address: sender.address }),
      to: sender.address,
      value: 1n,
      gas: 21_000n,
      ...fees,
    })
    const res = await t.app.inject({
      method: 'POST',
      url: '/v0/rpc',
      payload: { jsonrpc: '2.0', id: 7, method: 'eth_sendRawTransaction', params: [raw] },
    })
    expect(res.statusCode).toBe(200)
    const hash = res.json().result
    const receipt = await publicClient.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
  })

  it("relays a public dev key's transactions, and the contracts refuse it every role", async () => {
    // Anyone who reaches the devnet can sign as anvil's dev accounts: none may mint, sell or
    // change anything (PRODUCT.md §13).
    const { publicClient, contracts } = t.chain
    const senders = [
      privateKeyToAccount(DEV_PRIVATE_KEYS[0]),
      privateKeyToAccount(DEV_PRIVATE_KEYS[2]),
    ]
    const minter = keccak256(toHex('MINTER_ROLE'))
    for (const sender of senders) {
      const self = sender.address
      const calls: [string, Address, Hex][] = [
        [
          'Whoom.mint',
          contracts.main,
          encodeFunctionData({
            abi: whoomAbi,
            functionName: 'mint',
            args: [self, parseEther('1000000')],
          }),
        ],
        [
          'Whoom.grantRole',
          contracts.main,
          encodeFunctionData({ abi: whoomAbi, functionName: 'grantRole', args: [minter, self] }),
        ],
        [
          'MeMap.mint',
          contracts.nft,
          encodeFunctionData({ abi: meMapAbi, functionName: 'mint', args: [self] }),
        ],
        [
          'MeMap.grantRole',
          contracts.nft,
          encodeFunctionData({ abi: meMapAbi, functionName: 'grantRole', args: [zeroHash, self] }),
        ],
        [
          'BadgeShop.withdraw',
          contracts.badge,
          encodeFunctionData({ abi: badgeShopAbi, functionName: 'withdraw', args: [self, 0n] }),
        ],
        [
          'BadgeShop.transferOwnership',
          contracts.badge,
          encodeFunctionData({
            abi: badgeShopAbi,
            functionName: 'transferOwnership',
            args: [self],
          }),
        ],
      ]
      for (const [call, to, data] of calls) {
        const raw = await sender.signTransaction({
          chainId: t.chain.chainId,
          nonce: await publicClient.getTransactionCount({ address: self }),
          to,
          data,
          gas: 200_000n,
          ...(await publicClient.estimateFeesPerGas()),
        })
        const res = await t.app.inject({
          method: 'POST',
          url: '/v0/rpc',
          payload: { jsonrpc: '2.0', id: 9, method: 'eth_sendRawTransaction', params: [raw] },
        })
        expect(res.statusCode, call).toBe(200)
        const receipt = await publicClient.waitForTransactionReceipt({ hash: res.json().result })
        expect(receipt.status, `${call} signed by ${self}`).toBe('reverted')
      }
      const read = (address: Address, abi: typeof whoomAbi | typeof meMapAbi) =>
        publicClient.readContract({ address, abi, functionName: 'balanceOf', args: [self] })
      expect(await read(contracts.main, whoomAbi)).toBe(0n)
      expect(await read(contracts.nft, meMapAbi)).toBe(0n)
    }
    expect(
      await publicClient.readContract({
        address: contracts.badge,
        abi: badgeShopAbi,
        functionName: 'owner',
      }),
    ).toBe(t.chain.account.address)
  })

  it('relays nothing that makes the node sign, name its keys or rewrite the chain', async () => {
    const signer = t.chain.account.address
    const nonceBefore = await t.chain.publicClient.getTransactionCount({ address: signer })
    const refused: [method: string, params: unknown[]][] = [
      // The node would send as the server's signer, one of anvil's unlocked accounts.
      ['eth_sendTransaction', [{ from: signer, to: signer, value: '0x1' }]],
      ['eth_signTransaction', [{ from: signer, to: signer, value: '0x1' }]],
      ['eth_sign', [signer, '0xdeadbeef']],
      ['personal_sign', ['0xdeadbeef', signer]],
      ['eth_signTypedData_v4', [signer, '{}']],
      // The node would list the keys it holds.
      ['eth_accounts', []],
      ['eth_requestAccounts', []],
      ['eth_coinbase', []],
      ['personal_listAccounts', []],
      // The node's own state.
      ['anvil_impersonateAccount', [signer]],
      ['anvil_setBalance', [signer, '0x1']],
      ['evm_mine', []],
      ['hardhat_reset', []],
      ['debug_traceTransaction', []],
      ['txpool_content', []],
    ]
    for (const [method, params] of refused) {
      for (const payload of [
        { jsonrpc: '2.0', id: 2, method, params },
        // Hidden in a batch behind an allowed call.
        [
          { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] },
          { jsonrpc: '2.0', id: 2, method, params },
        ],
      ]) {
        const res = await t.app.inject({ method: 'POST', url: '/v0/rpc', payload })
        expect(res.statusCode, method).toBe(400)
        expect(res.json().error).toContain(`${method} is not relayed`)
      }
    }
    expect(await t.chain.publicClient.getTransactionCount({ address: signer })).toBe(nonceBefore)
  })

  it('refuses what is no JSON-RPC call before it reaches the devnet', async () => {
    for (const payload of [
      [],
      { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: 'x' },
      { id: 1, method: 'eth_chainId' },
      [null],
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/v0/rpc', payload })
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
      expect(res.json()).toMatchObject({ code: 'invalid_field', field: 'body' })
    }
  })
})

describe('GET /v0/health', () => {
  const t = useTestApp()

  it('is 200 when the database and the chain answer', async () => {
    const res = await t.app.inject({ url: '/v0/health' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      data: {
        database: true,
        chain: true,
        chainQueue: {
          waiting: 0,
          oldestWaitSeconds: 0,
          lastBlock: expect.stringMatching(/^\d+$/),
          lastBlockAgeSeconds: expect.any(Number),
        },
      },
    })
  })

  it('is 503 when the database is gone', async () => {
    await t.db.destroy()
    const res = await t.app.inject({ url: '/v0/health' })
    expect(res.statusCode).toBe(503)
    expect(res.json()).toMatchObject({ database: false, chain: true })
  })
})

describe('API keys', () => {
  const t = useTestApp({ API_KEYS: 'one,two' })

  it('refuses a /v0 call without a valid key', async () => {
    const missing = await t.app.inject({ url: '/v0/nothing-here' })
    expect(missing.statusCode).toBe(401)
    expect(missing.json().error).toMatch(/X-API-Key/)
    const wrong = await t.app.inject({ url: '/v0/nothing-here', headers: { 'x-api-key': 'three' } })
    expect(wrong.statusCode).toBe(401)
  })

  it('lets a valid key through', async () => {
    const res = await t.app.inject({ url: '/v0/nothing-here', headers: { 'x-api-key': 'two' } })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ error: 'no route GET /v0/nothing-here', code: 'no_route' })
  })

  it('never asks for a key on config, health and the docs', async () => {
    for (const url of ['/v0/config', '/v0/health', '/v0/docs/json']) {
      const res = await t.app.inject({ url })
      expect(res.statusCode, url).toBe(200)
    }
  })

  it('lets the browser navigate to and back from X without a key', async () => {
    for (const url of ['/v0/auth/x', '/v0/auth/x/callback?state=s&code=c']) {
      const res = await t.app.inject({ url })
      expect(res.json().error, url).not.toMatch(/X-API-Key/)
    }
  })

  it('is not fooled by a path that only starts like an open one', async () => {
    const res = await t.app.inject({ url: '/v0/configuration' })
    expect(res.statusCode).toBe(401)
  })
})

describe('the OpenAPI document', () => {
  const t = useTestApp()

  it('is served at /v0/docs and lists the routes', async () => {
    const res = await t.app.inject({ url: '/v0/docs/json' })
    expect(res.statusCode).toBe(200)
    const doc = res.json()
    expect(doc.openapi).toMatch(/^3\./)
    expect(Object.keys(doc.paths)).toContain('/v0/config')
    // Every operation: a stable camelCase operationId, its security, its refusals.
    const operations = Object.values(doc.paths).flatMap((ops) =>
      Object.values(
        ops as Record<string, { operationId: string; security: unknown; responses: object }>,
      ),
    )
    const ids = operations.map((op) => op.operationId)
    expect(new Set(ids).size).toBe(ids.length)
    for (const op of operations) {
      expect(op.operationId).toMatch(/^(get|post|put|delete)[A-Z][A-Za-z0-9]*$/)
      expect(
        Object.keys(op.responses).some((status) => /^4/.test(status)),
        op.operationId,
      ).toBe(true)
    }
    expect(doc.components.securitySchemes).toMatchObject({
      apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
      session: { type: 'apiKey', in: 'cookie' },
    })
    const op = (path: string, method: string) => doc.paths[path][method]
    expect(op('/v0/config', 'get')).toMatchObject({ operationId: 'getConfig', security: [] })
    expect(op('/v0/user/check', 'post').security).toEqual([{ apiKey: [] }])
    // A viewer route: with the session of the viewer it names, or without one.
    expect(op('/v0/user/info', 'get').security).toEqual([
      { apiKey: [], session: [] },
      { apiKey: [] },
    ])
    expect(op('/v0/notification/list', 'get').security).toEqual([{ apiKey: [], session: [] }])
    expect(op('/v0/nft/{tokenId}', 'get').operationId).toBe('getNftByTokenId')
    const page = await t.app.inject({ url: '/v0/docs/' })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toMatch(/text\/html/)
  })
})

describe('GET /v0/config with a Telegram bot', () => {
  const t = useTestApp({ TELEGRAM_BOT_TOKEN: '7654321:AAF-secret-part' })

  it('names the bot by its id, never its secret', async () => {
    const res = await t.app.inject({ url: '/v0/config' })
    expect(res.json().data.telegramBotId).toBe('7654321')
    expect(res.body).not.toContain('secret-part')
  })
})

describe('GET /v0/config with the landing links set', () => {
  const t = useTestApp({
    COMMUNITY_URL: 'https://community.memap.example',
    CONTACT_EMAIL: 'hello@memap.example',
    WHITE_PAPER_URL: 'https://memap.example/whitepaper.pdf',
    X_PROFILE_URL: 'https://x.com/memap',
  })

  it('answers each link set, and null for the one left out', async () => {
    const res = await t.app.inject({ url: '/v0/config' })
    expect(res.json().data.links).toEqual({
      community: 'https://community.memap.example',
      contactEmail: 'hello@memap.example',
      whitePaper: 'https://memap.example/whitepaper.pdf',
      x: 'https://x.com/memap',
      telegram: null,
    })
  })
})
