import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from './test/app.ts'

interface Schema {
  type?: string
  minLength?: number
  maxLength?: number
  pattern?: string
  enum?: unknown[]
  required?: string[]
  properties?: Record<string, Schema>
  'x-server-checks'?: string
}
interface Operation {
  parameters?: Array<{ name: string; schema: Schema }>
  requestBody?: { content: Record<string, { schema: Schema }> }
  responses: Record<string, { description: string; content?: Record<string, { schema: Schema }> }>
  security?: Array<Record<string, string[]>>
}

// What a caller reads in the OpenAPI document the app serves: the rules the server checks, and
// every status a call can answer (PRODUCT.md §5, §8, §10).
describe('the OpenAPI document at /v0/docs/json', () => {
  const t = useTestApp({ API_KEYS: 'doc-key' })
  let paths: Record<string, Record<string, Operation>> = {}
  beforeAll(async () => {
    paths = (await t.app.inject({ url: '/v0/docs/json' })).json().paths
  })

  const operation = (method: string, path: string) => {
    const found = paths[path]?.[method]
    if (!found) throw new Error(`${method} ${path} is not in the document`)
    return found
  }
  const body = (method: string, path: string) =>
    Object.values(operation(method, path).requestBody?.content ?? {})[0]?.schema ?? {}
  const parameter = (method: string, path: string, name: string) =>
    operation(method, path).parameters?.find((p) => p.name === name)?.schema ?? {}
  const matches = (schema: Schema, value: string) =>
    new RegExp(schema.pattern ?? '', 'u').test(value) &&
    [...value].length >= (schema.minLength ?? 0) &&
    [...value].length <= (schema.maxLength ?? Number.POSITIVE_INFINITY)
  const statuses = (method: string, path: string) =>
    Object.keys(operation(method, path).responses).sort()
  const codes = (method: string, path: string, status: string) =>
    operation(method, path).responses[status]?.content?.['application/json']?.schema.properties
      ?.code?.enum

  it("states an emotion reason's 10 to 500 characters, counted once trimmed", () => {
    const reason = body('post', '/v0/emotion/user-emotion/create').properties?.description ?? {}
    expect(reason.maxLength).toBe(500)
    expect(matches(reason, 'ten chars!')).toBe(true)
    expect(matches(reason, '   nine ch   ')).toBe(false)
    expect(matches(reason, 'x'.repeat(501))).toBe(false)
  })

  it("states a name's 2 to 20 characters and the letters it may hold", () => {
    const name = body('post', '/v0/profile/register').properties?.user_name ?? {}
    expect([name.minLength, name.maxLength]).toEqual([2, 20])
    for (const taken of ['Ada Lovelace', '김민지', 'x_1'])
      expect(matches(name, taken), taken).toBe(true)
    for (const refused of ['a', '12', ' Ada', 'Ada  L', 'a'.repeat(21), 'Ada!']) {
      expect(matches(name, refused), refused).toBe(false)
    }
  })

  it("states SNV's digits from 3 to 1,000,000, and nothing JavaScript would also read as one", () => {
    const svn = body('post', '/v0/profile/update').properties?.svn ?? {}
    for (const taken of ['3', '1000', '0012', '1000000'])
      expect(matches(svn, taken), taken).toBe(true)
    for (const refused of ['2', '1000001', '0x3E8', '1e6', ' 10 ', '10.0']) {
      expect(matches(svn, refused), refused).toBe(false)
    }
  })

  it("requires the album upload's file, and says what it must be", () => {
    const form = operation('put', '/v0/albums/upload').requestBody?.content['multipart/form-data']
    expect(form?.schema.required).toEqual(expect.arrayContaining(['walletAddr', 'file']))
    expect(form?.schema.properties?.file).toMatchObject({
      type: 'string',
      format: 'binary',
      description: expect.stringContaining('image/jpeg'),
    })
    const profileForm = body('post', '/v0/profile/register')
    expect(profileForm.required).not.toContain('file')
  })

  it('states the networks and ids of identity tags, and the one token whose balance it reads', () => {
    const tag = parameter('get', '/v0/friends/recommend/list', 'objectId')
    expect(matches(tag, 'emotion:1')).toBe(true)
    expect(matches(tag, 'badge:2147483647')).toBe(true)
    expect(matches(tag, 'badge:2147483648')).toBe(false)
    expect(matches(tag, 'planet:1')).toBe(false)
    const token = parameter('get', '/v0/erc20/{tokenContract}/balanceOf', 'tokenContract')
    expect(token.enum).toEqual([t.chain.contracts.main])
  })

  it('says in words what of the sign-in message only the server can check', () => {
    expect(body('post', '/v0/auth/verify').properties?.message?.['x-server-checks']).toMatch(
      /nonce/,
    )
  })

  it('asks the API key of every route but the open ones, named exactly', () => {
    expect(operation('get', '/v0/nft/{tokenId}').security).toEqual([])
    expect(operation('get', '/v0/auth/x/callback').security).toEqual([])
    expect(operation('post', '/v0/auth/x/updateStatus').security).toEqual([
      { apiKey: [], session: [] },
    ])
  })

  it("lists every status a call can answer, from its checks and its handler's refusals", () => {
    // An owner's upload: its fields, the key, the session, the wallet, the body, its limits.
    expect(statuses('put', '/v0/albums/upload')).toEqual(
      ['200', '400', '401', '403', '409', '413', '415', '421', '429'].sort(),
    )
    expect(operation('put', '/v0/albums/upload').responses['409']?.description).toMatch(/full/)
    // Each status lists its codes, the only ones its `{ error, code }` answers carry.
    expect(codes('put', '/v0/albums/upload', '409')).toEqual(['album_full'])
    expect(codes('post', '/v0/profile/register', '409')).toEqual(
      expect.arrayContaining(['memap_exists', 'name_taken', 'name_look_alike']),
    )
    expect(codes('post', '/v0/profile/register', '400')).toEqual(
      expect.arrayContaining(['invalid_field', 'name_length', 'image_type']),
    )
    expect(operation('put', '/v0/albums/upload').responses['409']?.description).toMatch(
      /`album_full`: the album is full/,
    )
    // Unconfigured links answer 501.
    expect(statuses('get', '/v0/auth/x')).toContain('501')
    expect(statuses('post', '/v0/auth/telegram')).toContain('501')
    // A public read with no key, no input and no limit can only be malformed, or asked of
    // another host; health answers any host.
    expect(statuses('get', '/v0/config')).toEqual(['200', '400', '421'])
    expect(statuses('get', '/v0/health')).not.toContain('421')
    expect(statuses('get', '/v0/albums/info')).toEqual(
      expect.arrayContaining(['401', '403', '404']),
    )
    expect(statuses('get', '/v0/user/search')).toContain('429')
    expect(statuses('get', '/v0/albums/list')).not.toContain('429')
    // What body each takes, and how deep JSON may nest (plugins/bodies.ts).
    const refusal = (method: string, path: string, status: string) =>
      operation(method, path).responses[status]?.description
    expect(refusal('put', '/v0/albums/upload', '415')).toMatch(/not multipart\/form-data\./)
    expect(refusal('put', '/v0/albums/upload', '400')).not.toMatch(/nests/)
    expect(refusal('post', '/v0/friends/request', '415')).toMatch(/not application\/json\./)
    expect(refusal('post', '/v0/friends/request', '400')).toMatch(/deeper than 32 levels/)
    // No catch-all: each refusal is named.
    expect(Object.values(paths).flatMap((methods) => Object.values(methods))).not.toContainEqual(
      expect.objectContaining({ responses: expect.objectContaining({ '4XX': expect.anything() }) }),
    )
  })
})
