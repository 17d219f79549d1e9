import { isIP } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { addressSchema } from '@memap/shared/address'
import { LOCAL_API_KEY } from '@memap/shared/api'
import { z } from 'zod'
import type { BlobStoreOptions } from './core/blob-store-options.ts'
import {
  DEFAULT_PUSH_SERVICE_HOSTS,
  type PushServiceHost,
  parsePushServiceHosts,
} from './core/push-service-hosts.ts'

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional()

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http or https URL' })

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
  ),
  PUBLIC_URL: optionalText.pipe(z.url().optional()),
  // Comma-separated host names, each with a port or for any port.
  ALLOWED_HOSTS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(
            /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::[0-9]{1,5})?$/,
            'must be host names, each with or without a port (memap.example, 10.0.0.5:8080)',
          ),
      ),
    ),
  API_KEYS: z.string().default(LOCAL_API_KEY),
  RPC_URL: optionalText.pipe(z.url().optional()),
  // 31337 names a devnet run elsewhere (several API instances sharing one, say).
  CHAIN_ID: optionalText.pipe(z.enum(['10', '11155420', '31337']).transform(Number).optional()),
  SIGNER_PRIVATE_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^0x[0-9a-fA-F]{64}$/, 'must be 0x followed by 64 hex digits')
      .optional(),
  ),
  NFT_CONTRACT: optionalText.pipe(addressSchema.optional()),
  MAIN_CONTRACT: optionalText.pipe(addressSchema.optional()),
  BADGE_CONTRACT: optionalText.pipe(addressSchema.optional()),
  // The BatchMinter (contracts version 3); without it a remote chain gets one job a transaction.
  BATCH_CONTRACT: optionalText.pipe(addressSchema.optional()),
  // The chain queue (docs/OPERATIONS.md, "Launch day"); the first two default by chain.
  CHAIN_CONFIRMATIONS: z.coerce.number().int().min(0).max(1000).optional(),
  CHAIN_MAX_FEE_GWEI: z.coerce.number().positive().max(100_000).optional(),
  CHAIN_REPLACE_AFTER_S: z.coerce.number().positive().default(30),
  CHAIN_BATCH_SIZE: z.coerce.number().int().min(1).max(500).default(100),
  CHAIN_MAX_IN_FLIGHT: z.coerce.number().int().min(1).max(1000).default(16),
  WALLETCONNECT_PROJECT_ID: z.string().default(''),
  WEB_DIST: z.string().optional(),
  REDIS_URL: optionalText.pipe(z.url().optional()),
  // Comma-separated wallet addresses; each must be a valid address.
  ADMIN_WALLETS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(addressSchema)),
  TRUST_PROXY: optionalText.transform((value, context) => {
    const trust = trustProxySetting(value)
    if (trust === undefined) {
      context.addIssue({
        code: 'custom',
        message:
          'must be a hop count (1, 2, ...) or a comma-separated list of addresses, CIDR ranges, loopback, linklocal or uniquelocal',
      })
      return z.NEVER
    }
    return trust
  }),
  RATE_LIMIT_SIGN_IN: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_WRITES: z.coerce.number().int().min(1).default(120),
  RATE_LIMIT_UPLOADS: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_READS: z.coerce.number().int().min(1).default(120),
  UPLOADS_PER_DAY: z.coerce.number().int().min(1).default(50),
  IMAGE_DECODES: z.coerce.number().int().min(1).max(64).optional(),
  IMAGE_DECODE_SECONDS: z.coerce.number().int().min(1).max(60).default(3),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(120_000),
  CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).default(72_000),
  EVENTS_HEARTBEAT_MS: z.coerce.number().int().min(100).default(20_000),
  EVENTS_SLOW_CLIENT_MS: z.coerce.number().int().min(100).default(30_000),
  EVENTS_STREAMS_PER_SESSION: z.coerce.number().int().min(1).default(10),
  EVENTS_STREAMS_PER_WALLET: z.coerce.number().int().min(1).default(30),
  EVENTS_STREAMS_PER_IP: z.coerce.number().int().min(1).default(200),
  CACHE_ENTRIES: z.coerce.number().int().min(0).default(10_000),
  CHECK_ANSWERS: z.enum(['0', '1']).default('0'),
  BLOB_STORE: z.enum(['disk', 's3']).default('disk'),
  S3_ENDPOINT: optionalText.pipe(z.url().optional()),
  S3_BUCKET: optionalText,
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  X_CLIENT_ID: optionalText,
  X_CLIENT_SECRET: optionalText,
  X_AUTHORIZE_URL: z.url().default('https://x.com/i/oauth2/authorize'),
  X_TOKEN_URL: z.url().default('https://api.x.com/2/oauth2/token'),
  X_USERINFO_URL: z.url().default('https://api.x.com/2/users/me'),
  TELEGRAM_BOT_TOKEN: optionalText,
  COMMUNITY_URL: optionalText.pipe(httpUrl.optional()),
  CONTACT_EMAIL: optionalText.pipe(z.email().optional()),
  WHITE_PAPER_URL: optionalText.pipe(httpUrl.optional()),
  X_PROFILE_URL: optionalText.pipe(httpUrl.optional()),
  TELEGRAM_CHANNEL_URL: optionalText.pipe(httpUrl.optional()),
  // Web Push (docs/OPERATIONS.md, "Push notifications"): the server's VAPID key pair, base64url,
  // as `npx web-push generate-vapid-keys` prints it, and whom a push service may contact.
  VAPID_PUBLIC_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url P-256 public key (87 characters)')
      .optional(),
  ),
  VAPID_PRIVATE_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key (43 characters)')
      .optional(),
  ),
  VAPID_SUBJECT: optionalText.pipe(
    z
      .string()
      .regex(/^(?:mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https URL')
      .optional(),
  ),
  // The push services a subscription's endpoint may name (Chrome, Firefox, Safari, Edge).
  PUSH_SERVICE_HOSTS: z
    .string()
    .default(DEFAULT_PUSH_SERVICE_HOSTS.join(','))
    .transform((value, context) => {
      try {
        return parsePushServiceHosts(value)
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message })
        return z.NEVER
      }
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // A short token would be guessed; whoever holds it reads the server's figures.
  METRICS_TOKEN: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
})

type Env = z.output<typeof envSchema>
type Hex = `0x${string}`
type Address = z.output<typeof addressSchema>

/** A remote chain: everything needed to talk to OP Mainnet or OP Sepolia. */
export interface RemoteChainConfig {
  kind: 'remote'
  rpcUrl: string
  chainId: 10 | 11155420 | 31337
  signerPrivateKey: Hex
  contracts: { nft: Address; main: Address; badge: Address; batch?: Address }
}

/** How the chain queue sends (chain/tx-worker.ts, docs/OPERATIONS.md "Launch day"). */
export interface ChainQueueConfig {
  /** Blocks on top of a job's own before it counts as final: 0 on the devnet, 3 on OP chains. */
  confirmations: number
  /** The most the signer bids a gas unit, in wei: 100 gwei on the devnet, 10 on OP chains. */
  maxFeePerGas: bigint
  /** A transaction not mined this long is sent again at its nonce with a higher fee. */
  replaceAfterMs: number
  /** The most jobs one batch transaction carries. */
  batchSize: number
  /** The most transactions sent and not yet mined at once (consecutive nonces). */
  maxInFlight: number
}

/** The embedded default: a local anvil devnet started and deployed by the server itself. */
export interface DevnetChainConfig {
  kind: 'devnet'
}

/** A VAPID key pair (base64url) and the contact a push service may write to. */
export interface VapidDetails {
  publicKey: string
  privateKey: string
  subject: string
}

/**
 * Web Push: off without `vapid` (the devnet makes its keys at start, server.ts); a subscription
 * is taken only on one of `serviceHosts`.
 */
export interface PushConfig {
  vapid: VapidDetails | undefined
  serviceHosts: PushServiceHost[]
}

export interface XConfig {
  clientId: string
  clientSecret: string | undefined
  authorizeUrl: string
  tokenUrl: string
  userinfoUrl: string
}

export interface Config {
  port: number
  host: string
  dataDir: string
  databaseUrl: string | undefined
  publicUrl: string | undefined
  /** Where users reach the app: PUBLIC_URL, or localhost on PORT for the embedded default. */
  origins: string[]
  /**
   * The hosts a request may name (its Host, or X-Forwarded-Host from a trusted proxy): the
   * machine's own names, PUBLIC_URL's host and ALLOWED_HOSTS; an entry without a port takes any.
   */
  allowedHosts: string[]
  apiKeys: string[]
  chain: RemoteChainConfig | DevnetChainConfig
  chainQueue: ChainQueueConfig
  walletConnectProjectId: string
  webDist: string
  /**
   * Requests a minute per client: sign-in per IP; writes, uploads and the limited reads (member
   * search) per wallet, else IP.
   */
  rateLimits: { signIn: number; writes: number; uploads: number; reads: number }
  /** Images a wallet may upload (profile and album) a Seoul day, refused ones included. */
  uploadsPerDay: number
  /**
   * Reading pictures: at most `decodes` at once in the process, one at a time per wallet; a
   * picture whose decoding takes over `decodeSeconds` is refused.
   */
  images: { decodes: number; decodeSeconds: number }
  /** The largest JSON body accepted; multipart forms have their own limits. */
  bodyLimitBytes: number
  /**
   * Slow clients: the headers must arrive within `headersMs` and the whole request within
   * `requestMs` (else 408 and the connection closed); a socket idle for `connectionMs` is
   * closed; an idle keep-alive connection is kept `keepAliveMs`.
   */
  timeouts: { headersMs: number; requestMs: number; connectionMs: number; keepAliveMs: number }
  /**
   * Which peers may say who the client is (X-Forwarded-For, -Proto, -Host): none by default,
   * else the number of proxy hops in front, or their addresses. Fastify's `trustProxy`.
   */
  trustProxy: false | number | string[]
  /**
   * The live event stream: a comment line every `heartbeatMs` keeps it open through proxies (and
   * under `timeouts.connectionMs`); a client that takes nothing for `slowClientMs` is dropped.
   * An instance holds at most `streamsPerSession` open streams of one session,
   * `streamsPerWallet` of one wallet (all its sessions) and `streamsPerIp` of one client address.
   */
  events: {
    heartbeatMs: number
    slowClientMs: number
    streamsPerSession: number
    streamsPerWallet: number
    streamsPerIp: number
  }
  /**
   * How many profiles, pairs of viewer and profile, and sessions each instance keeps in memory
   * (each cache holds at most this many); 0 turns these caches off.
   */
  cacheEntries: number
  /** Every answer checked against its zod schema as well as written from it (the tests). */
  checkAnswers: boolean
  /** The moderators: the wallets that may work through reports (/admin). */
  adminWallets: Address[]
  /** Shares rate limits and live events between instances through Redis. */
  redisUrl: string | undefined
  /** Where images go: files under DATA_DIR/images, or an S3-compatible bucket. */
  blobStore: BlobStoreOptions
  /** Linking X (OAuth 2 with PKCE) and Telegram (login widget); each off without credentials. */
  social: { x: XConfig | undefined; telegramBotToken: string | undefined }
  push: PushConfig
  logLevel: Env['LOG_LEVEL']
  /** `GET /metrics` answers (Prometheus text) to `Authorization: Bearer <this>`; off when unset. */
  metricsToken: string | undefined
  /** The landing's outbound links; each hidden when unset. */
  links: {
    community: string | undefined
    contactEmail: string | undefined
    whitePaper: string | undefined
    x: string | undefined
    telegram: string | undefined
  }
}

const PROXY_ADDRESS_KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal'])

/**
 * The machine's own names, always answered on any port: `npm start` at localhost:8080 and
 * 127.0.0.1, the tests' servers on free ports, a health check from beside the instance.
 */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]']

/**
 * TRUST_PROXY: unset, `false` or `0` trusts no proxy; a whole number trusts that many hops; a
 * list names the proxies. `true` (trust every peer) is refused: any client could then choose
 * its own address and walk past every per-IP limit. Undefined when the value is none of these.
 */
function trustProxySetting(value: string | undefined): false | number | string[] | undefined {
  if (value === undefined || value === 'false' || value === '0') return false
  if (/^\d+$/.test(value)) return Number(value)
  const entries = value.split(',').map((entry) => entry.trim())
  const valid = entries.every((entry) => {
    if (PROXY_ADDRESS_KEYWORDS.has(entry)) return true
    const [address = '', prefix, ...rest] = entry.split('/')
    const family = isIP(address)
    if (!family || rest.length) return false
    return (
      prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128))
    )
  })
  return valid ? entries : undefined
}

const REMOTE_CHAIN_VARIABLES = [
  'RPC_URL',
  'CHAIN_ID',
  'SIGNER_PRIVATE_KEY',
  'NFT_CONTRACT',
  'MAIN_CONTRACT',
  'BADGE_CONTRACT',
] as const

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Reads the environment once, at start; fails with one readable list of every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `- ${issue.path.join('.')}: ${issue.message}`,
    )
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`)
  }
  const values = parsed.data
  const publicUrl = values.PUBLIC_URL?.replace(/\/+$/, '')
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir: path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    publicUrl,
    origins: publicUrl
      ? [new URL(publicUrl).origin]
      : [`http://localhost:${values.PORT}`, `http://127.0.0.1:${values.PORT}`],
    allowedHosts: [
      ...LOOPBACK_HOSTS,
      ...(publicUrl ? [new URL(publicUrl).hostname] : []),
      ...values.ALLOWED_HOSTS,
    ],
    apiKeys: values.API_KEYS.split(',')
      .map((key) => key.trim())
      .filter(Boolean),
    chain: chainConfig(values),
    chainQueue: chainQueueConfig(values),
    walletConnectProjectId: values.WALLETCONNECT_PROJECT_ID,
    webDist: path.resolve(
      values.WEB_DIST ?? path.join(import.meta.dirname, '..', '..', 'web', 'dist'),
    ),
    rateLimits: {
      signIn: values.RATE_LIMIT_SIGN_IN,
      writes: values.RATE_LIMIT_WRITES,
      uploads: values.RATE_LIMIT_UPLOADS,
      reads: values.RATE_LIMIT_READS,
    },
    uploadsPerDay: values.UPLOADS_PER_DAY,
    images: {
      // About the cores, and below the four threads libuv lends sharp and file reads alike.
      decodes: values.IMAGE_DECODES ?? Math.min(os.availableParallelism(), 3),
      decodeSeconds: values.IMAGE_DECODE_SECONDS,
    },
    bodyLimitBytes: values.BODY_LIMIT_BYTES,
    timeouts: {
      // Node refuses a headers timeout longer than the request's.
      headersMs: Math.min(values.HEADERS_TIMEOUT_MS, values.REQUEST_TIMEOUT_MS),
      requestMs: values.REQUEST_TIMEOUT_MS,
      connectionMs: values.CONNECTION_TIMEOUT_MS,
      keepAliveMs: values.KEEP_ALIVE_TIMEOUT_MS,
    },
    trustProxy: values.TRUST_PROXY ?? false,
    events: {
      // Below the idle timeout, or the server would close an idle stream itself.
      heartbeatMs: Math.min(values.EVENTS_HEARTBEAT_MS, values.CONNECTION_TIMEOUT_MS / 2),
      slowClientMs: values.EVENTS_SLOW_CLIENT_MS,
      streamsPerSession: values.EVENTS_STREAMS_PER_SESSION,
      streamsPerWallet: values.EVENTS_STREAMS_PER_WALLET,
      streamsPerIp: values.EVENTS_STREAMS_PER_IP,
    },
    redisUrl: values.REDIS_URL,
    cacheEntries: values.CACHE_ENTRIES,
    checkAnswers: values.CHECK_ANSWERS === '1',
    adminWallets: values.ADMIN_WALLETS,
    blobStore: blobStoreConfig(values),
    social: {
      x: values.X_CLIENT_ID
        ? {
            clientId: values.X_CLIENT_ID,
            clientSecret: values.X_CLIENT_SECRET,
            authorizeUrl: values.X_AUTHORIZE_URL,
            tokenUrl: values.X_TOKEN_URL,
            userinfoUrl: values.X_USERINFO_URL,
          }
        : undefined,
      telegramBotToken: values.TELEGRAM_BOT_TOKEN,
    },
    push: pushConfig(values),
    logLevel: values.LOG_LEVEL,
    metricsToken: values.METRICS_TOKEN,
    links: {
      community: values.COMMUNITY_URL,
      contactEmail: values.CONTACT_EMAIL,
      whitePaper: values.WHITE_PAPER_URL,
      x: values.X_PROFILE_URL,
      telegram: values.TELEGRAM_CHANNEL_URL,
    },
  }
}

/**
 * The VAPID keys come as a pair with a subject, or not at all; the embedded devnet makes its own
 * (server.ts) and writes as its subject the contact address, else one that reaches nobody.
 */
function pushConfig(values: Env): PushConfig {
  const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT } = values
  const given = [VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY].filter(Boolean).length
  if (given === 1 || (given === 2 && !VAPID_SUBJECT)) {
    throw new ConfigError(
      'Invalid configuration:\n- Web Push needs VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT together (npx web-push generate-vapid-keys)',
    )
  }
  return {
    vapid:
      VAPID_PUBLIC_KEY && VAPID_PRIVATE_KEY && VAPID_SUBJECT
        ? { publicKey: VAPID_PUBLIC_KEY, privateKey: VAPID_PRIVATE_KEY, subject: VAPID_SUBJECT }
        : undefined,
    serviceHosts: values.PUSH_SERVICE_HOSTS,
  }
}

/** The VAPID subject of the devnet's own keys: the contact address, else one that reaches nobody. */
export const devnetVapidSubject = (config: Config) =>
  `mailto:${config.links.contactEmail ?? 'operator@memap.invalid'}`

function blobStoreConfig(values: Env): Config['blobStore'] {
  if (values.BLOB_STORE === 'disk') {
    return { kind: 'disk', dir: path.join(path.resolve(values.DATA_DIR), 'images') }
  }
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = values
  if (!S3_ENDPOINT || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n- BLOB_STORE=s3 needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    )
  }
  return {
    kind: 's3',
    endpoint: S3_ENDPOINT,
    bucket: S3_BUCKET,
    region: values.S3_REGION,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
  }
}

function chainConfig(values: Env): Config['chain'] {
  const missing = REMOTE_CHAIN_VARIABLES.filter((name) => values[name] === undefined)
  if (missing.length === REMOTE_CHAIN_VARIABLES.length) return { kind: 'devnet' }
  const { RPC_URL, CHAIN_ID, SIGNER_PRIVATE_KEY, NFT_CONTRACT, MAIN_CONTRACT, BADGE_CONTRACT } =
    values
  if (
    !RPC_URL ||
    !CHAIN_ID ||
    !SIGNER_PRIVATE_KEY ||
    !NFT_CONTRACT ||
    !MAIN_CONTRACT ||
    !BADGE_CONTRACT
  ) {
    throw new ConfigError(
      `Invalid configuration:\n- a remote chain needs all of ${REMOTE_CHAIN_VARIABLES.join(', ')}; missing: ${missing.join(', ')}`,
    )
  }
  return {
    kind: 'remote',
    rpcUrl: RPC_URL,
    chainId: CHAIN_ID as 10 | 11155420 | 31337,
    signerPrivateKey: SIGNER_PRIVATE_KEY as Hex,
    contracts: {
      nft: NFT_CONTRACT,
      main: MAIN_CONTRACT,
      badge: BADGE_CONTRACT,
      ...(values.BATCH_CONTRACT ? { batch: values.BATCH_CONTRACT } : {}),
    },
  }
}

const GWEI = 1_000_000_000

function chainQueueConfig(values: Env): ChainQueueConfig {
  // A devnet, embedded or named by its chain id, mines at once and never reorganises.
  const devnet = values.CHAIN_ID === undefined || values.CHAIN_ID === 31337
  const maxFeeGwei = values.CHAIN_MAX_FEE_GWEI ?? (devnet ? 100 : 10)
  return {
    confirmations: values.CHAIN_CONFIRMATIONS ?? (devnet ? 0 : 3),
    maxFeePerGas: BigInt(Math.round(maxFeeGwei * GWEI)),
    replaceAfterMs: Math.round(values.CHAIN_REPLACE_AFTER_S * 1000),
    batchSize: values.CHAIN_BATCH_SIZE,
    maxInFlight: values.CHAIN_MAX_IN_FLIGHT,
  }
}
