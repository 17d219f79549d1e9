import { randomBytes } from 'node:crypto'
import { LOCAL_API_KEY } from '@memap/shared/api'
import type { PrivateKeyAccount } from 'viem/accounts'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'

/**
 * A mixed load on a running server, made of what members do through the web app: sign in and
 * register (the MeMap mint and its reward), post today's emotion (a reward), cheer another's
 * (a reward to both), ask for a friend (a payment), answer a request (a credit or a refund),
 * withdraw (a debit and a Whoom mint), and read profiles and histories. Each member does one
 * thing at a time, as one person in one browser would. Used by the crash test and the soak.
 */

export type OpKind =
  | 'register'
  | 'emotion'
  | 'cheer'
  | 'friendRequest'
  | 'friendResponse'
  | 'withdraw'
  | 'read'

/** One thing a member does. `other` is the other member involved, if any. */
export interface Op {
  kind: OpKind
  actor: LoadMember
  other?: LoadMember
  emotionId?: number
  rejection?: boolean
}

export interface Outcome {
  op: Op
  /** The HTTP status of the op's last request; 0 when the server gave no answer. */
  status: number
  /** The answer's `data` on success, its `error` otherwise. */
  data?: unknown
  error?: string
  /** Milliseconds from the op's first request to its last answer. */
  ms: number
  /** True when the op was run again after it got no answer. */
  retried: boolean
}

export interface LoadMember {
  account: PrivateKeyAccount
  address: `0x${string}`
  name: string
  cookie?: string
  registered: boolean
  /** Today's emotion, once posted and known. */
  emotionId?: number
  posted: boolean
  busy: boolean
}

/** What a correct server may answer to each op besides 200 (a refusal a member can meet). */
export const EXPECTED_REFUSALS: Record<OpKind, readonly number[]> = {
  // A retried registration that went through the first time: this wallet already has a MeMap.
  register: [409],
  emotion: [409],
  // Already cheered; the daily interactions used up.
  cheer: [409, 429],
  // Not enough Whoom left; a request pending either way, already friends, or 20 friends.
  friendRequest: [400, 409],
  // Answered already (a retry); 20 friends.
  friendResponse: [404, 409],
  // Nothing left to withdraw, or the balance changed meanwhile.
  withdraw: [400],
  read: [],
}

/** Weights of the ops a load picks from. */
const WEIGHTS: Array<[OpKind, number]> = [
  ['register', 12],
  ['emotion', 14],
  ['cheer', 22],
  ['friendRequest', 14],
  ['friendResponse', 12],
  ['withdraw', 8],
  ['read', 18],
]

export interface RequestTiming {
  path: string
  status: number
  ms: number
}

export class MixedLoad {
  readonly members: LoadMember[] = []
  private readonly emotions: Array<{ id: number; owner: LoadMember }> = []
  private readonly cheered = new Set<string>()
  private readonly pending: Array<{ from: LoadMember; to: LoadMember }> = []
  /** Pairs that were friends, asked, or whose state a lost answer left unknown. */
  private readonly paired = new Set<string>()
  private readonly runId = randomBytes(2).toString('hex')
  private counter = 0
  private emotionIds: number[] = []

  constructor(
    private readonly options: {
      /** The server's address; read at each request, so a restarted server may move. */
      url: () => string
      /** Told of every HTTP request: its route, status (0: no answer) and time. */
      onRequest?: (timing: RequestTiming) => void
      /** Leave out reads (the crash test only wants writes). */
      writesOnly?: boolean
    },
  ) {}

  /** Picks the next op and reserves its members; undefined when every member is busy. */
  plan(): Op | undefined {
    const weights = WEIGHTS.filter(([kind]) => !(this.options.writesOnly && kind === 'read'))
    const total = weights.reduce((sum, [, weight]) => sum + weight, 0)
    let pick = Math.random() * total
    let kind: OpKind = 'register'
    for (const [candidate, weight] of weights) {
      pick -= weight
      if (pick < 0) {
        kind = candidate
        break
      }
    }
    const op = this.planOf(kind) ?? this.planOf('register')
    if (!op) return undefined
    op.actor.busy = true
    return op
  }

  /** Runs `op` and frees its member; state is updated from the answer. */
  async run(op: Op, retried = false): Promise<Outcome> {
    const started = performance.now()
    try {
      const answer = await this.perform(op)
      if (answer.status === 200) this.succeeded(op, answer.data)
      else if (answer.status !== 0) this.refused(op, answer.status)
      return {
        op,
        status: answer.status,
        data: answer.status === 200 ? answer.data : undefined,
        error: answer.status === 200 ? undefined : answer.error,
        ms: performance.now() - started,
        retried,
      }
    } finally {
      op.actor.busy = false
    }
  }

  /** Reserves `op`'s member again, for a retry of an op that got no answer. */
  reserve(op: Op): void {
    op.actor.busy = true
  }

  private planOf(kind: OpKind): Op | undefined {
    const idle = this.members.filter((member) => member.registered && !member.busy)
    const anyOne = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]
    switch (kind) {
      case 'register': {
        const account = privateKeyToAccount(generatePrivateKey())
        const member: LoadMember = {
          account,
          address: account.address,
          name: `L${this.runId}-${++this.counter}`,
          registered: false,
          posted: false,
          busy: false,
        }
        this.members.push(member)
        return { kind, actor: member }
      }
      case 'emotion': {
        const actor = anyOne(idle.filter((member) => !member.posted))
        return actor && { kind, actor, emotionId: anyOne(this.emotionIds) ?? 1 }
      }
      case 'cheer': {
        for (let tries = 0; tries < 5; tries++) {
          const emotion = anyOne(this.emotions)
          const actor = anyOne(idle)
          if (!emotion || !actor) return undefined
          const key = `${emotion.id}:${actor.address}`
          if (emotion.owner === actor || this.cheered.has(key)) continue
          this.cheered.add(key)
          return { kind, actor, other: emotion.owner, emotionId: emotion.id }
        }
        return undefined
      }
      case 'friendRequest': {
        for (let tries = 0; tries < 5; tries++) {
          const actor = anyOne(idle)
          const other = anyOne(this.members.filter((member) => member.registered))
          if (!actor || !other) return undefined
          const key = pairKey(actor, other)
          if (actor === other || this.paired.has(key)) continue
          this.paired.add(key)
          return { kind, actor, other }
        }
        return undefined
      }
      case 'friendResponse': {
        const index = this.pending.findIndex(({ to }) => !to.busy)
        if (index < 0) return undefined
        const [request] = this.pending.splice(index, 1)
        if (!request) return undefined
        return {
          kind,
          actor: request.to,
          other: request.from,
          rejection: Math.random() < 0.4,
        }
      }
      case 'withdraw': {
        const actor = anyOne(idle)
        return actor && { kind, actor }
      }
      case 'read': {
        const actor = anyOne(idle)
        const other = anyOne(this.members.filter((member) => member.registered))
        return actor && other && { kind, actor, other }
      }
    }
  }

  private succeeded(op: Op, data: unknown) {
    const { actor } = op
    if (op.kind === 'register') actor.registered = true
    if (op.kind === 'emotion') {
      actor.posted = true
      const id = Number((data as { UserEmotionId: string }).UserEmotionId)
      actor.emotionId = id
      this.emotions.push({ id, owner: actor })
    }
    if (op.kind === 'friendRequest' && op.other) this.pending.push({ from: actor, to: op.other })
  }

  private refused(op: Op, status: number) {
    // A retried registration or emotion that had gone through: the member has it.
    if (op.kind === 'register' && status === 409) op.actor.registered = true
    if (op.kind === 'emotion' && status === 409) op.actor.posted = true
  }

  private async perform(op: Op): Promise<Answer> {
    const { actor } = op
    switch (op.kind) {
      case 'register': {
        if (!actor.cookie) {
          const signedIn = await this.signIn(actor)
          if (signedIn.status !== 200) return signedIn
        }
        const form = new FormData()
        form.append('wallet_addr', actor.address)
        form.append('user_name', actor.name)
        form.append('user_description', 'under load')
        return this.call('/profile/register', { cookie: actor.cookie, body: form })
      }
      case 'emotion': {
        if (this.emotionIds.length === 0) {
          const list = await this.call('/emotion/list?adminStatus=false', {})
          if (list.status !== 200) return list
          this.emotionIds = (list.data as Array<{ EmotionId: number }>).map((e) => e.EmotionId)
        }
        return this.call('/emotion/user-emotion/create', {
          cookie: actor.cookie,
          body: {
            walletAddr: actor.address,
            emotionId: op.emotionId ?? this.emotionIds[0],
            description: 'a steady day under load',
          },
        })
      }
      case 'cheer':
        return this.call('/emotion/cheers/request', {
          cookie: actor.cookie,
          body: { walletAddr: actor.address, userEmotionId: op.emotionId },
        })
      case 'friendRequest':
        return this.call('/friends/request', {
          cookie: actor.cookie,
          body: { walletAddr: actor.address, targetWalletAddr: op.other?.address },
        })
      case 'friendResponse':
        return this.call('/friends/response', {
          cookie: actor.cookie,
          body: {
            walletAddr: actor.address,
            targetWalletAddr: op.other?.address,
            rejection: op.rejection ?? false,
          },
        })
      case 'withdraw': {
        const form = new FormData()
        form.append('walletAddr', actor.address)
        return this.call('/withdraw', { cookie: actor.cookie, body: form })
      }
      case 'read': {
        const target = op.other?.address ?? actor.address
        const info = await this.call(
          `/user/info?walletAddr=${actor.address}&targetWalletAddr=${target}`,
          { cookie: actor.cookie },
        )
        if (info.status !== 200) return info
        return this.call(`/point/history/list?walletAddr=${actor.address}&index=0`, {
          cookie: actor.cookie,
        })
      }
    }
  }

  /** Sign-In with Ethereum as the web app does it; keeps the session cookie on the member. */
  private async signIn(member: LoadMember): Promise<Answer> {
    const nonce = await this.call('/auth/nonce', {})
    if (nonce.status !== 200) return nonce
    const origin = new URL(this.options.url())
    const message = createSiweMessage({
      address: member.address,
      chainId: 31337,
      domain: origin.host,
      uri: origin.origin,
      version: '1',
      nonce: nonce.data as string,
      statement: 'Sign in to MeMap',
    })
    const signature = await member.account.signMessage({ message })
    const verify = await this.call('/auth/verify', { body: { message, signature } })
    if (verify.status === 200) member.cookie = verify.cookie
    return verify
  }

  private async call(
    path: string,
    { cookie, body }: { cookie?: string | undefined; body?: FormData | object },
  ): Promise<Answer> {
    const json = body !== undefined && !(body instanceof FormData)
    const started = performance.now()
    const route = path.split('?')[0] ?? path
    try {
      const response = await fetch(`${this.options.url()}/v0${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          'X-API-Key': LOCAL_API_KEY,
          ...(cookie ? { cookie } : {}),
          ...(json ? { 'content-type': 'application/json' } : {}),
        },
        body: json ? JSON.stringify(body) : (body as FormData | undefined),
        signal: AbortSignal.timeout(30_000),
      })
      const text = await response.text()
      this.options.onRequest?.({
        path: route,
        status: response.status,
        ms: performance.now() - started,
      })
      const parsed = parseJson(text) as { data?: unknown; error?: string } | undefined
      return {
        status: response.status,
        data: parsed?.data,
        error: parsed?.error ?? (response.ok ? undefined : text.slice(0, 300)),
        cookie: response.headers.getSetCookie()[0]?.split(';')[0],
      }
    } catch (error) {
      this.options.onRequest?.({ path: route, status: 0, ms: performance.now() - started })
      return { status: 0, error: String((error as Error).cause ?? error) }
    }
  }
}

interface Answer {
  status: number
  data?: unknown
  error?: string | undefined
  cookie?: string | undefined
}

const pairKey = (a: LoadMember, b: LoadMember) => [a.address, b.address].sort().join('|')

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
