import { envelopeSchema } from '@memap/shared/envelope'
import { userInfoSchema } from '@memap/shared/profile'
import fc from 'fast-check'
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { deepFrozen } from '../lib/deep-frozen.ts'
import { answerSerializerCompiler } from './answer-serializer.ts'

const wallet = fc
  .uint8Array({ minLength: 20, maxLength: 20 })
  .map((bytes): `0x${string}` => `0x${Buffer.from(bytes).toString('hex')}`)
const text = fc.string({ unit: 'grapheme', maxLength: 20 })
const count = fc.nat()

/** Any profile the API could answer, with a field no schema knows. */
const userInfo = fc.record({
  WalletAddr: wallet,
  Name: text,
  Description: text,
  ProfileImage: text,
  Svn: count,
  OpenProfile: fc.boolean(),
  NftName: text,
  TokenId: text,
  X: text,
  Telegram: text,
  Linkedin: text,
  CustomUrl: text,
  Today: count,
  DailyLikes: count,
  DailyCheers: count,
  EmotionPostingStatus: fc.boolean(),
  UserEmotion: fc.option(fc.record({ UserEmotionId: text, EmotionName: text }), { nil: null }),
  IdentityGraph: fc.array(fc.record({ Type: text, Name: text, ObjectId: text }), { maxLength: 5 }),
  FriendType: fc.constantFrom(0, 1, 2),
  FriendDate: fc.option(text, { nil: null }),
  Blocked: fc.boolean(),
  BlockedEitherWay: fc.boolean(),
  notInTheSchema: text,
})

function writer(schema: z.ZodType, checked: boolean) {
  const compile = answerSerializerCompiler({ checked })
  return compile({ schema, method: 'GET', url: '/v0/test', httpStatus: '200' })
}

describe('answers written from their schema', () => {
  it('reads back as zod writes it, for any profile', () => {
    const schema = envelopeSchema(userInfoSchema)
    const write = writer(schema, false)
    fc.assert(
      fc.property(userInfo, (info) => {
        const written = JSON.parse(write({ data: info }))
        expect(written).toEqual(JSON.parse(JSON.stringify(z.encode(schema, { data: info }))))
        expect(written.data).not.toHaveProperty('notInTheSchema')
      }),
    )
  })

  it("writes a frozen answer's data once, as any answer would be written", () => {
    const schema = envelopeSchema(userInfoSchema)
    fc.assert(
      fc.property(userInfo, (info) => {
        const write = writer(schema, true)
        const frozen = deepFrozen(structuredClone(info))
        expect(write({ data: frozen })).toBe(write({ data: structuredClone(info) }))
        expect(write({ data: frozen })).toBe(write({ data: structuredClone(info) }))
      }),
    )
  })

  it('reads a frozen object once, and an object that is not frozen at every answer', () => {
    const write = writer(envelopeSchema(z.object({ name: z.string() })), false)
    let reads = 0
    const named = () => ({
      get name() {
        reads += 1
        return `read ${reads}`
      },
    })
    const frozen = Object.freeze(named())
    expect([write({ data: frozen }), write({ data: frozen })]).toEqual([
      '{"data":{"name":"read 1"}}',
      '{"data":{"name":"read 1"}}',
    ])
    const changing = named()
    expect(write({ data: changing })).toBe('{"data":{"name":"read 2"}}')
    expect(write({ data: changing })).toBe('{"data":{"name":"read 3"}}')
  })

  it('writes unions, records, tuples and literals as zod does', () => {
    const schema = z.object({
      either: z.union([z.string(), z.number()]),
      shapes: z.array(
        z.discriminatedUnion('kind', [
          z.object({ kind: z.literal('dot'), at: z.number() }),
          z.object({ kind: z.literal('line'), from: z.number(), to: z.number() }),
        ]),
      ),
      counts: z.record(z.string(), z.number().int()),
      pair: z.tuple([z.string(), z.boolean()]),
      level: z.enum(['low', 'high']),
      missing: z.string().optional(),
    })
    const answer = {
      either: 7,
      shapes: [
        { kind: 'dot', at: 1 },
        { kind: 'line', from: 2, to: 3 },
      ],
      counts: { a: 1, b: 2 },
      pair: ['x', true],
      level: 'high',
    }
    expect(JSON.parse(writer(schema, false)(answer))).toEqual(answer)
  })

  it('refuses, when checked, an answer its schema refuses', () => {
    const write = writer(envelopeSchema(z.object({ count: z.number().int() })), true)
    expect(write({ data: { count: 2 } })).toBe('{"data":{"count":2}}')
    expect(() => write({ data: { count: 'two' } })).toThrow(/Response doesn't match the schema/)
  })

  it('answers a route with a 500 when a checked answer breaks its schema', async () => {
    const app = Fastify()
    app.setSerializerCompiler(answerSerializerCompiler({ checked: true }))
    app.get(
      '/broken',
      { schema: { response: { 200: z.object({ count: z.number() }) } } },
      async () => ({ count: 'many' }),
    )
    const response = await app.inject({ url: '/broken' })
    expect(response.statusCode).toBe(500)
    await app.close()
  })
})
