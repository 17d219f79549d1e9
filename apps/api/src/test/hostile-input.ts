import { ACTOR_FIELDS } from '@memap/shared/endpoint'
import fc from 'fast-check'
import type { InjectOptions } from 'fastify'
import { z } from 'zod'
import type { RouteAccess } from '../plugins/access.ts'

/**
 * Hostile requests for the fuzzer (`src/fuzz.test.ts`): for one route, requests that are wrong
 * in every way a client can be wrong (types, missing and extra fields, huge and odd text, odd
 * numbers, bad addresses, broken bodies and content types, path tricks). Each is a plain `Plan`,
 * so that fast-check prints a failing case readably; `toInject` turns it into a request.
 *
 * `hostilePlans` keeps a plan only when the route's own schemas refuse what the server will see
 * (`refused`), so every request sent must be answered with a 4xx and must change nothing.
 * `edgePlans` are of the right shape with extreme values: taken or refused, never a 5xx.
 */

/** Who sends: nobody known, a client with the API key, one with a wrong key, or a member. */
export type Identity = 'anonymous' | 'keyed' | `wrong-key ${number}` | 'member'

export interface Caller {
  apiKey: string
  cookie: string
  address: string
  /** Another member's address: a valid address the signed-in member may not act for. */
  other: string
}

type Fields = Record<string, unknown>

export type Plan =
  | {
      kind: 'input'
      identity: Identity
      /** How the body is sent; none on GET. */
      encoding: 'json' | 'json-odd-type' | 'multipart' | 'text' | 'none'
      body: unknown
      /** A file part of the multipart form. */
      file?: { field: string; bytes: Uint8Array }
      query: Record<string, string | string[]>
      params: Record<string, string>
    }
  | { kind: 'raw-body'; identity: Identity; contentType: string; payload: string }
  | { kind: 'path'; identity: Identity; path: string }
  | { kind: 'method'; identity: Identity; method: string }

// ---- values ----

const UNICODE_EDGES = [
  '\uD800', // a lone high surrogate
  '\uDFFF', // a lone low surrogate
  'a\uD83D', // half an emoji
  '\u202Eevil\u202C', // right-to-left override
  '\u200B\u200C\u200D\uFEFF', // zero-width characters and a BOM
  '\u0000', // NUL
  'a\u0000b',
  '\u0301\u0301\u0301', // combining marks with nothing to combine with
  '👩‍👩‍👧‍👦',
  '\u00A0 \t\r\n',
  '\uFFFD\uFFFE\uFFFF',
  'ＡＤＭＩＮ', // full-width letters
  '𝕏𝕏',
  '한국어',
]

const TRICKY_TEXT = [
  '',
  ' ',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  "' OR 1=1 --",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '..%2f..%2f',
  '%00',
  '%',
  '\u0024{jndi:ldap://x}',
  '{{7*7}}',
  'http://',
  'javascript:alert(1)',
]

const NUMBER_TEXT = [
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '-0',
  '0',
  '1.5',
  '1e309',
  '-1e309',
  '9007199254740993',
  '99999999999999999999999999999',
  '0x10',
  '0b1',
  ' 1',
  '1 ',
  '١٢٣', // Arabic-Indic digits
]

const BAD_ADDRESSES = [
  '0x',
  `0x${'a'.repeat(39)}`,
  `0x${'a'.repeat(41)}`,
  `0x${'g'.repeat(40)}`,
  `0X${'a'.repeat(40)}`,
  'a'.repeat(40),
  ` 0x${'a'.repeat(40)}`,
  `0x${'a'.repeat(40)} `,
  `0x${'a'.repeat(39)}\u0000`,
  `0x${'0'.repeat(40)}`.replace('0x0', '0x\uFF10'),
  'vitalik.eth',
]

const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...TRICKY_TEXT, ...NUMBER_TEXT, ...BAD_ADDRESSES) },
  { weight: 2, arbitrary: fc.constantFrom(...UNICODE_EDGES) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...UNICODE_EDGES, 'a', '9', ' '), fc.constantFrom(301, 5_000, 70_000))
      .map(([unit, times]) => unit.repeat(times)),
  },
)

/** A JSON value of any type: what a body field may hold when the client lies about types. */
const hostileJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 4, arbitrary: hostileText },
    {
      weight: 3,
      arbitrary: fc.oneof(
        fc.constantFrom(-1, 0, -0, 1.5, 2 ** 53 + 2, -(2 ** 63), 1e308, -1e308, Number.MIN_VALUE),
        fc.integer(),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
      ),
    },
    { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
    { weight: 1, arbitrary: fc.dictionary(hostileText, tie('value'), { maxKeys: 4 }) },
    {
      weight: 1,
      // Deep nesting, as a parser or a validator may recurse on it.
      arbitrary: fc.constantFrom(10, 2_000).map((depth) => {
        let nested: unknown = 1
        for (let i = 0; i < depth; i++) nested = [nested]
        return nested
      }),
    },
  ),
})).value

// ---- the route's declared input ----

const PARTS = ['body', 'querystring', 'params'] as const
type Part = (typeof PARTS)[number]

const zodOf = (route: RouteAccess, part: Part): z.ZodType | undefined => {
  const schema = (route.schema as Record<string, unknown> | undefined)?.[part]
  return schema instanceof z.ZodType ? schema : undefined
}

/** Whether the route declares any input (a body, a query or path parameters) to fill. */
const declaresInput = (route: RouteAccess) => PARTS.some((part) => zodOf(route, part))

const keysOf = (schema: z.ZodType | undefined): string[] =>
  schema instanceof z.ZodObject ? Object.keys(schema.shape) : []

const WALLET_FIELDS = new Set<string>(ACTOR_FIELDS)

/** Values that pass some field of some route: mixed in so that other fields get checked. */
const plausible = (caller: Caller) =>
  fc.constantFrom<unknown>(
    caller.address,
    caller.address.toLowerCase(),
    caller.other,
    '1',
    '0',
    1,
    'true',
    true,
    false,
    'Y',
    'Ada Lovelace',
    'a reason long enough to be one',
    'https://example.com/me',
    'emotion:1',
    [1],
    '',
  )

/**
 * Values of the right type at the edges of what a field takes, or just past them: ids past a
 * 32-bit column, text at and over its length limits, real but unknown addresses and hashes.
 */
const edgeValue = (caller: Caller): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc.constantFrom<unknown>(
      0,
      1,
      2_147_483_647,
      2_147_483_648,
      4_294_967_296,
      Number.MAX_SAFE_INTEGER,
      '2147483648',
      '9007199254740991',
      '1e3',
      1_000_000,
      1_000_001,
      true,
      false,
      'Y',
      'N',
      'true',
      [],
      [1, 2],
      [2_147_483_648],
      Array.from({ length: 100 }, (_, i) => i + 1),
      `0x${'0'.repeat(40)}`,
      caller.address,
      caller.other,
      caller.other.toLowerCase(),
      'emotion:1',
      'emotion:2147483648',
      'badge:9007199254740991',
      'badge:-1',
      'https://example.com/',
      `https://example.com/${'a'.repeat(2028)}`,
      'http://[::1]:99999/',
      '',
    ),
    fc
      .constantFrom(2, 3, 10, 19, 20, 21, 199, 200, 201, 499, 500, 501, 2048, 2049)
      .chain((n) =>
        fc.constantFrom('a'.repeat(n), '가'.repeat(n), '😀'.repeat(n), `${' '.repeat(n - 1)}a`),
      ),
    fc.stringMatching(/^0x[0-9a-f]{40}$/),
    fc.stringMatching(/^0x[0-9a-f]{64}$/),
    fc.stringMatching(/^[0-9a-f]{1,64}$/),
  )

type InputPlan = Extract<Plan, { kind: 'input' }>

/**
 * The one set of generators both kinds of plans fill a route's input with. Hostile values are of
 * any type and come with unasked fields; edge values have the right type and an extreme value.
 */
type Flavour = {
  /** A declared field's value when it is neither left out nor a plausible one. */
  value: fc.Arbitrary<unknown>
  /** How often a member's wallet field names the member (the other values weigh 6 in all). */
  ownWallet: number
  /** Fields nobody asked for, at the most. */
  extraFields: number
  /** How often a body is a value of any type instead of the declared object (which weighs 6). */
  otherBody: number
  /** How a body is sent to a route that does not take multipart. */
  encodings: ReadonlyArray<InputPlan['encoding']>
  /** A path parameter when it is not a plausible one. */
  param: fc.Arbitrary<string>
}

const hostileFlavour: Flavour = {
  value: hostileJson,
  ownWallet: 12,
  extraFields: 3,
  otherBody: 1,
  encodings: ['json', 'json', 'json', 'json-odd-type', 'multipart', 'text'],
  param: hostileText,
}

const edgeFlavour = (caller: Caller): Flavour => ({
  value: edgeValue(caller),
  ownWallet: 30,
  extraFields: 1,
  otherBody: 0,
  encodings: ['json'],
  param: fc.constantFrom('2147483648', '9'.repeat(78), '0', caller.other.toLowerCase()),
})

/** One field: left out, a plausible value, or the flavour's; wallets mostly name the caller. */
const fieldValue = (caller: Caller, identity: Identity, key: string, flavour: Flavour) => {
  const options: Array<fc.WeightedArbitrary<unknown>> = [
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 2, arbitrary: plausible(caller) },
    { weight: 3, arbitrary: flavour.value },
  ]
  if (identity === 'member' && WALLET_FIELDS.has(key)) {
    options.push({ weight: flavour.ownWallet, arbitrary: fc.constant(caller.address) })
  }
  return fc.oneof(...options)
}

const record = (caller: Caller, identity: Identity, keys: string[], flavour: Flavour) =>
  fc
    .tuple(
      fc.record(
        Object.fromEntries(keys.map((key) => [key, fieldValue(caller, identity, key, flavour)])),
      ),
      // Extra fields nobody asked for.
      fc.dictionary(
        fc.oneof(hostileText, fc.constantFrom('isAdmin', 'balance', 'Svn', 'id')),
        hostileJson,
        { maxKeys: flavour.extraFields },
      ),
    )
    .map(([declared, extra]) => {
      const out: Fields = {}
      for (const [key, value] of Object.entries(extra)) {
        // `__proto__` as a key of a plain object would set its prototype, not a field.
        if (key !== '__proto__' && !keys.includes(key)) out[key] = value
      }
      for (const [key, value] of Object.entries(declared)) {
        if (value !== undefined) out[key] = value
      }
      return out
    })

/** A text value as a form or a query string carries it. */
const asText = (value: unknown): string | string[] =>
  typeof value === 'string'
    ? value
    : Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string')
      ? (value as string[])
      : (JSON.stringify(value) ?? '')

/** The fields of a form; a body that is no object (a wrong type altogether) sends none. */
const textFields = (body: unknown) =>
  typeof body === 'object' && body !== null && !Array.isArray(body)
    ? Object.fromEntries(Object.entries(body).map(([key, value]) => [key, asText(value)]))
    : {}

const fileBytes = fc.oneof(
  fc.uint8Array({ maxLength: 512 }),
  fc.constantFrom(
    new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), // the start of a JPEG, cut short
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]), // a PNG header
    new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    new Uint8Array(),
  ),
)

// ---- broken bodies and paths ----

const boundary = '----memapfuzz'
const part = (name: string, value: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`

const jsonBody = (payload: string) => ({ contentType: 'application/json', payload })
const multipartBody = (payload: string) => ({
  contentType: `multipart/form-data; boundary=${boundary}`,
  payload,
})

/** Bodies every parser refuses, whatever the route: never a well-formed body by accident. */
const BROKEN_BODIES: Array<{ contentType: string; payload: string }> = [
  ...[
    '{',
    '{"walletAddr":',
    "{'walletAddr': 1}",
    '{"a":1}}',
    'nul',
    '\u0000',
    '',
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"isAdmin":true}}}',
    `"${'\\ud800'.repeat(3)}`,
  ].map(jsonBody),
  // Multipart without its boundary.
  { contentType: 'multipart/form-data', payload: part('walletAddr', 'x') },
  ...[
    part('walletAddr', 'x'),
    `--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n`,
    `${part('__proto__', 'x')}--${boundary}--\r\n`,
    `${Array.from({ length: 30 }, (_, i) => part(`f${i}`, 'x')).join('')}--${boundary}--\r\n`,
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nA\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="b.jpg"\r\n\r\nB\r\n--${boundary}--\r\n`,
    `--${boundary}\r\nContent-Disposition: form-data; name="walletAddr"\r\nContent-Type: application/json\r\n\r\n{"a":\r\n--${boundary}--\r\n`,
  ].map(multipartBody),
  { contentType: 'application/xml', payload: '<walletAddr>0x</walletAddr>' },
  { contentType: 'application/x-www-form-urlencoded', payload: 'walletAddr=0x1' },
  { contentType: 'text/html', payload: '<h1>hi</h1>' },
  { contentType: 'image/png', payload: '\u0089PNG' },
  { contentType: 'application/octet-stream', payload: 'x' },
  { contentType: 'multipart/mixed', payload: 'x' },
  { contentType: 'garbage', payload: 'x' },
  { contentType: `application/${'x'.repeat(5000)}`, payload: 'x' },
]

/** Ways to spoil a route's path so that it names no route (or a parameter it cannot take). */
const spoilPath = (path: string) =>
  fc.oneof(
    fc.constant(`${path}/`),
    fc.constant(`/${path}`),
    fc.integer({ min: 1, max: path.length - 1 }).map((at) => {
      const slash = path.indexOf('/', at)
      return slash < 0 ? `${path}//` : `${path.slice(0, slash)}/${path.slice(slash)}`
    }),
    fc
      .constantFrom('/..', '/%2e%2e', '/%2E%2E/', '/.%2e', '/..%2f..%2fetc%2fpasswd')
      .map((tail) => `${path}${tail}`),
    fc
      .constantFrom('%00', '%ff', '%', '%zz', '%c0%af', ';', '.json', '~', '%20')
      .map((tail) => `${path}${tail}`),
    fc.constantFrom(1_000, 20_000, 200_000).map((n) => `${path}/${'a'.repeat(n)}`),
    fc.constant(path.replace(/\/v0\/(.)/, (_match, first: string) => `/v0/${first.toUpperCase()}`)),
  )

const fillParams = (url: string, params: Record<string, string>) =>
  url.replace(/:(\w+)/g, (_match, name: string) => encodeComponent(params[name] ?? 'x'))

// ---- what the server sees, and whether the route's schemas take it ----

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/** What a UTF-8 encoder makes of a string: each lone surrogate becomes U+FFFD. */
const wellFormed = (text: string) => text.replace(LONE_SURROGATE, '\uFFFD')

/** Query values as fast-querystring decodes what `encodeQuery` sends. */
const decodeComponent = (text: string) => {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/** Percent-encodes text; a lone surrogate, which has no UTF-8 form, as its CESU-8 bytes. */
const encodeComponent = (text: string) => {
  let out = ''
  let last = 0
  for (const match of text.matchAll(LONE_SURROGATE)) {
    const code = match[0].charCodeAt(0)
    out += encodeURIComponent(text.slice(last, match.index))
    out +=
      `%ED%${(0xa0 + ((code >> 6) & 0x1f)).toString(16)}%${(0x80 + (code & 0x3f)).toString(16)}`.toUpperCase()
    last = match.index + 1
  }
  return out + encodeURIComponent(text.slice(last))
}

export function encodeQuery(query: Record<string, string | string[]>): string {
  const pairs = Object.entries(query).flatMap(([key, value]) =>
    [value].flat().map((item) => `${encodeComponent(key)}=${encodeComponent(item)}`),
  )
  return pairs.length ? `?${pairs.join('&')}` : ''
}

function serverQuery(query: Record<string, string | string[]>) {
  const seen: Record<string, string | string[]> = {}
  for (const [key, value] of Object.entries(query)) {
    for (const item of [value].flat()) {
      const name = decodeComponent(encodeComponent(key))
      const decoded = decodeComponent(encodeComponent(item))
      const before = seen[name]
      seen[name] = before === undefined ? decoded : [before, decoded].flat()
    }
  }
  return seen
}

/** A multipart text field as the form encoder sends it (UTF-8 and CRLF line ends). */
const formText = (text: string) => wellFormed(text).replace(/\r?\n|\r/g, '\r\n')

/** Fields over the form's 64 KB field size are cut by the parser; no schema takes either. */
const FIELD_SIZE = 64 * 1024

function serverBody(plan: InputPlan): unknown {
  switch (plan.encoding) {
    case 'none':
      return undefined
    case 'json':
    case 'json-odd-type':
      return JSON.parse(JSON.stringify(plan.body) ?? 'null')
    case 'text':
      return JSON.stringify(plan.body) ?? ''
    case 'multipart': {
      const fields: Record<string, unknown> = {}
      const add = (key: string, value: unknown) => {
        const before = fields[key]
        fields[key] = before === undefined ? value : [before, value].flat()
      }
      for (const [key, value] of Object.entries(textFields(plan.body))) {
        for (const item of [value].flat()) {
          const text = formText(item)
          add(
            key,
            Buffer.byteLength(text) > FIELD_SIZE
              ? Buffer.from(text).subarray(0, FIELD_SIZE).toString()
              : text,
          )
        }
      }
      if (plan.file) add(plan.file.field, Buffer.from(plan.file.bytes))
      return fields
    }
  }
}

/**
 * True when the server must refuse the plan: its body is over the limit, or one of the route's
 * schemas (body, query, params) refuses what the server will parse from it.
 */
export function refused(route: RouteAccess, plan: Plan, bodyLimit: number): boolean {
  if (plan.kind !== 'input') return true
  const payload = toInject(route, plan, { apiKey: '', cookie: '', address: '', other: '' })
  if (typeof payload.payload === 'string' && Buffer.byteLength(payload.payload) > bodyLimit) {
    return true
  }
  const seen: Record<Part, unknown> = {
    body: serverBody(plan),
    querystring: serverQuery(plan.query),
    params: Object.fromEntries(
      Object.entries(plan.params).map(([key, value]) => [
        key,
        decodeComponent(encodeComponent(value)),
      ]),
    ),
  }
  return PARTS.some((part) => {
    const schema = zodOf(route, part)
    return schema !== undefined && !schema.safeParse(seen[part]).success
  })
}

// ---- plans ----

const WRONG_KEYS = ['', 'wrong', ' fuzz', 'x'.repeat(8192), 'null', '\u00ff\u00fe']

const identities: fc.Arbitrary<Identity> = fc.oneof(
  fc.constantFrom<Identity>('anonymous', 'keyed', 'member', 'member'),
  fc.nat({ max: WRONG_KEYS.length - 1 }).map((i): Identity => `wrong-key ${i}`),
)

/** Plans of one kind, each sent by any identity. */
const byAnyone = <T>(values: fc.Arbitrary<T>, plan: (identity: Identity, value: T) => Plan) =>
  fc.tuple(identities, values).map(([identity, value]) => plan(identity, value))

/** Requests that fill the route's declared input (body, query, path) field by field. */
function inputPlans(
  route: RouteAccess,
  caller: Caller,
  flavour: Flavour,
  who: fc.Arbitrary<Identity>,
): fc.Arbitrary<Plan> {
  const bodySchema = zodOf(route, 'body')
  const querySchema = zodOf(route, 'querystring')
  const paramsSchema = zodOf(route, 'params')
  const takesBody = route.method !== 'GET'
  const consumes = ((route.schema as { consumes?: string[] } | undefined)?.consumes ?? []).join()
  // Built once an identity: building arbitraries is far dearer than drawing from them.
  const built = new Map<Identity, fc.Arbitrary<Plan>>()
  return who.chain((identity) => {
    const known = built.get(identity)
    if (known) return known
    const plans = plansFor(identity)
    built.set(identity, plans)
    return plans
  })

  function plansFor(identity: Identity): fc.Arbitrary<Plan> {
    const bodyKeys = keysOf(bodySchema)
    const body = bodySchema
      ? fc.oneof(
          { weight: 6, arbitrary: record(caller, identity, bodyKeys, flavour) },
          { weight: flavour.otherBody, arbitrary: hostileJson },
        )
      : fc.constant(undefined)
    const encoding = !takesBody
      ? fc.constant('none' as const)
      : fc.constantFrom(
          ...(consumes.includes('multipart')
            ? (['multipart', 'multipart', 'multipart', 'json', 'text'] as const)
            : flavour.encodings),
        )
    const file = bodyKeys.includes('file')
      ? fc.option(fc.record({ field: fc.constantFrom('file', ...bodyKeys), bytes: fileBytes }), {
          nil: undefined,
        })
      : fc.constant(undefined)
    const query = record(caller, identity, keysOf(querySchema), flavour).map((fields) =>
      textFields(fields),
    )
    const params = fc.record(
      Object.fromEntries(
        keysOf(paramsSchema).map((key) => [
          key,
          fc.oneof(flavour.param, fc.constantFrom(caller.address, '1', `${'a'.repeat(64)}.jpg`)),
        ]),
      ),
    ) as fc.Arbitrary<Record<string, string>>
    return fc
      .record({ encoding, body, file, query, params })
      .map(({ encoding, body, file, query, params }): Plan => {
        const plan: Plan = { kind: 'input', identity, encoding, body, query, params }
        if (encoding === 'multipart' && file) plan.file = file
        return plan
      })
  }
}

/**
 * Requests of the right shape with extreme values (ids past 32 bits, text at its limits,
 * unknown addresses): the server may take or refuse them, but must never fail (5xx). Sent
 * mostly as the signed-in member, so that they reach the handlers.
 */
export function edgePlans(route: RouteAccess, caller: Caller): fc.Arbitrary<Plan> | undefined {
  if (!declaresInput(route)) return undefined
  const who = fc.constantFrom<Identity>('member', 'member', 'keyed')
  return inputPlans(route, caller, edgeFlavour(caller), who)
}

/** Hostile requests for one route; `bodyLimit` is the app's JSON body limit. */
export function hostilePlans(
  route: RouteAccess,
  caller: Caller,
  options: { bodyLimit: number; routes: RouteAccess[] },
) {
  const { bodyLimit } = options
  // Well-formed JSON that no object schema takes, nested deeper than any parser should recurse.
  const deep = (depth: number) => jsonBody(`${'['.repeat(depth)}${']'.repeat(depth)}`)
  const bodies = [
    ...BROKEN_BODIES,
    jsonBody(`{"pad":"${'x'.repeat(bodyLimit)}"}`),
    ...(zodOf(route, 'body') ? [deep(20_000), deep(200_000)] : []),
  ]
  const rawPlan = byAnyone(
    fc.constantFrom(...bodies),
    (identity, body): Plan => ({ kind: 'raw-body', identity, ...body }),
  )

  const samplePath = fillParams(route.url, { tokenContract: caller.other, tokenId: '1' })
  const pathPlan = byAnyone(spoilPath(samplePath), (identity, path) => ({
    kind: 'path',
    identity,
    path,
  }))

  // A method no route of this path answers (HEAD is left out: Fastify answers it for a GET).
  const taken = new Set(options.routes.filter((r) => r.url === route.url).map((r) => r.method))
  const otherMethods = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'].filter(
    (method) => !taken.has(method),
  )
  const methodPlan = byAnyone(fc.constantFrom(...otherMethods), (identity, method) => ({
    kind: 'method',
    identity,
    method,
  }))

  const plans: Array<fc.WeightedArbitrary<Plan>> = [
    { weight: 1, arbitrary: pathPlan },
    { weight: 1, arbitrary: methodPlan },
  ]
  if (declaresInput(route)) {
    plans.push({ weight: 6, arbitrary: inputPlans(route, caller, hostileFlavour, identities) })
  }
  if (route.method !== 'GET') plans.push({ weight: 2, arbitrary: rawPlan })
  return fc.oneof(...plans).filter((plan) => refused(route, plan, bodyLimit))
}

/** The request a plan describes. */
export function toInject(route: RouteAccess, plan: Plan, caller: Caller): InjectOptions {
  const headers: Record<string, string> = {}
  if (plan.identity === 'keyed' || plan.identity === 'member') headers['x-api-key'] = caller.apiKey
  if (plan.identity.startsWith('wrong-key')) {
    headers['x-api-key'] = WRONG_KEYS[Number(plan.identity.split(' ')[1])] ?? ''
    // A session cookie that is no session.
    headers.cookie = 'memap_session=%ZZ; memap_session=; other=1'
  }
  if (plan.identity === 'member') headers.cookie = caller.cookie
  const method = route.method as InjectOptions['method']

  if (plan.kind === 'path') return { method, url: plan.path, headers }
  if (plan.kind === 'method') {
    return {
      method: plan.method as InjectOptions['method'],
      url: fillParams(route.url, {}),
      headers,
    }
  }
  if (plan.kind === 'raw-body') {
    headers['content-type'] = plan.contentType
    return { method, url: fillParams(route.url, {}), headers, payload: plan.payload }
  }

  const url = `${fillParams(route.url, plan.params)}${encodeQuery(plan.query)}`
  switch (plan.encoding) {
    case 'none':
      return { method, url, headers }
    case 'json':
    case 'json-odd-type':
      headers['content-type'] =
        plan.encoding === 'json' ? 'application/json' : 'Application/JSON; charset=utf-8'
      return { method, url, headers, payload: JSON.stringify(plan.body) ?? 'null' }
    case 'text':
      headers['content-type'] = 'text/plain'
      return { method, url, headers, payload: JSON.stringify(plan.body) ?? '' }
    case 'multipart': {
      const form = new FormData()
      for (const [key, value] of Object.entries(textFields(plan.body))) {
        for (const item of [value].flat()) form.append(key, item)
      }
      if (plan.file) form.append(plan.file.field, new Blob([plan.file.bytes]), 'upload.jpg')
      return { method, url, headers, payload: form as unknown as InjectOptions['payload'] }
    }
  }
}
