import fs from 'node:fs/promises'
import path from 'node:path'
import { USERNAME_TAKEN } from '@memap/shared/profile'
import openapiTS, { astToString } from 'openapi-typescript'
import ts from 'typescript'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from './test/app.ts'
import { registerMember } from './test/members.ts'

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..')

// A client that is not ours: openapi-typescript turns the document the app serves into types,
// openapi-fetch calls the API with them. If the document says something the server does not do
// (a path, a parameter, a field), the type check or the calls below fail.
const CLIENT = `
import createClient from 'openapi-fetch'
import type { paths } from './schema.ts'

export function memapClient(baseUrl: string, cookie = '') {
  const client = createClient<paths>({ baseUrl, headers: cookie ? { cookie } : {} })
  return {
    config: async () => (await client.GET('/v0/config')).data?.data.chainId,
    nameCheck: async (name: string) =>
      (await client.GET('/v0/profile/checkUsername', { params: { query: { user_name: name } } }))
        .data?.data,
    balance: async (walletAddr: string) =>
      (await client.GET('/v0/point/check-user', { params: { query: { walletAddr } } })).data?.data
        .Value,
    unread: async (walletAddr: string) =>
      (await client.GET('/v0/notification/unread-count', { params: { query: { walletAddr } } }))
        .data?.data.Count,
    markRead: async (walletAddr: string) =>
      (await client.POST('/v0/notification/read', { body: { walletAddr } })).data?.data,
    refusal: async (walletAddr: string) =>
      (await client.GET('/v0/point/check-user', { params: { query: { walletAddr } } })).error,
  }
}
`

// What a mistaken caller would write: a field the route does not take.
const MISTAKE = `
import createClient from 'openapi-fetch'
import type { paths } from './schema.ts'

const client = createClient<paths>({ baseUrl: 'http://localhost' })
export const wrong = () => client.GET('/v0/point/check-user', { params: { query: { wallet: 1 } } })
`

/** The type errors of `files` (in `dir`), as text. */
function typeErrors(dir: string, files: string[]): string[] {
  const program = ts.createProgram(
    files.map((file) => path.join(dir, file)),
    {
      strict: true,
      noEmit: true,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      target: ts.ScriptTarget.ES2022,
      allowImportingTsExtensions: true,
      skipLibCheck: true,
      types: [],
    },
  )
  return ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
}

describe('a client generated from the OpenAPI document', () => {
  const t = useTestApp()
  let dir = ''
  let baseUrl = ''

  beforeAll(async () => {
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' })
    // Inside the repository, so that the generated files find openapi-fetch in node_modules.
    const cache = path.join(repoRoot, 'node_modules', '.cache')
    await fs.mkdir(cache, { recursive: true })
    dir = await fs.mkdtemp(path.join(cache, 'memap-openapi-client-'))
    const document = (await t.app.inject({ url: '/v0/docs/json' })).json()
    await fs.writeFile(path.join(dir, 'schema.ts'), astToString(await openapiTS(document)))
    await fs.writeFile(path.join(dir, 'client.ts'), CLIENT)
    await fs.writeFile(path.join(dir, 'mistake.ts'), MISTAKE)
  })
  afterAll(async () => {
    if (dir) await fs.rm(dir, { recursive: true, force: true })
  })

  it('type-checks a client written against it, and catches a wrong one', () => {
    expect(typeErrors(dir, ['client.ts'])).toEqual([])
    expect(typeErrors(dir, ['mistake.ts']).join('\n')).toMatch(/wallet/)
  }, 60_000)

  it('calls public and owner routes through it', async () => {
    const member = await registerMember(t.app)
    const other = await registerMember(t.app)
    const { memapClient } = (await import(path.join(dir, 'client.ts'))) as {
      memapClient: (
        baseUrl: string,
        cookie?: string,
      ) => {
        config(): Promise<number | undefined>
        nameCheck(name: string): Promise<string | undefined>
        balance(walletAddr: string): Promise<number | undefined>
        unread(walletAddr: string): Promise<number | undefined>
        markRead(walletAddr: string): Promise<boolean | undefined>
        refusal(walletAddr: string): Promise<{ error: string; code: string } | undefined>
      }
    }
    const anyone = memapClient(baseUrl)
    expect(await anyone.config()).toBe(31337)
    expect(await anyone.nameCheck(member.name)).toBe(USERNAME_TAKEN)
    expect(await anyone.refusal(member.address)).toEqual({
      error: expect.any(String),
      code: 'session_required',
    })

    const signedIn = memapClient(baseUrl, member.cookie)
    expect(await signedIn.balance(member.address)).toBe(30)
    expect(await signedIn.unread(member.address)).toBe(1)
    expect(await signedIn.markRead(member.address)).toBe(true)
    expect(await signedIn.unread(member.address)).toBe(0)
    expect(await signedIn.refusal(other.address)).toEqual({
      error: expect.any(String),
      code: 'not_your_wallet',
    })
  })
})
