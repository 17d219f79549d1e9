import { publicConfigSchema } from '@memap/shared/config'
import * as endpoints from '@memap/shared/endpoints/system'
import { envelopeSchema, errorBodySchema } from '@memap/shared/envelope'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppDeps } from '../../deps.ts'
import { served } from '../../plugins/contract.ts'
import { publicConfigForRequest } from './public-config.ts'

const healthSchema = z.object({
  database: z.boolean(),
  chain: z.boolean(),
  /**
   * How far behind the chain queue is: the jobs waiting to be sent or confirmed, the oldest one's
   * wait, and the newest block the worker saw (null until it saw one) and how long ago.
   */
  chainQueue: z.object({
    waiting: z.number().int(),
    oldestWaitSeconds: z.number(),
    lastBlock: z.string().nullable(),
    lastBlockAgeSeconds: z.number().nullable(),
  }),
})

/**
 * Run-time settings for the web app, health, and the devnet's RPC relay. The database is only
 * asked whether it answers (`app.ts` gives the system repository's `answers`).
 */
export async function systemRoutes(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'chain' | 'config' | 'chainStatus'> & {
    databaseAnswers: () => Promise<boolean>
    /** The chain jobs not yet confirmed: how many, and when the oldest was queued. */
    chainBacklog: () => Promise<{ waiting: number; oldest: Date | undefined }>
  },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  const { chain, databaseAnswers, chainBacklog, chainStatus } = deps
  const publicConfigFor = publicConfigForRequest(deps)

  routes.route({
    ...served(
      endpoints.publicConfig,
      { data: publicConfigSchema },
      'Chain, RPC and contract addresses for the web app',
    ),
    // Answered as it returns, not through a promise: the call every page and app start makes, and
    // an async handler costs a promise and a microtask a request (bench/RESULTS.md, "API").
    handler: (request, reply) => ({ data: publicConfigFor(request, reply) }),
  })

  routes.get(
    endpoints.health.path,
    {
      config: { access: endpoints.health.access, refusals: ['unhealthy'] },
      schema: {
        summary:
          '200 when the database and the chain answer, 503 otherwise; with how far behind the chain queue is',
        response: {
          200: envelopeSchema(healthSchema),
          503: errorBodySchema.extend({ ...healthSchema.shape, code: z.enum(['unhealthy']) }),
        },
      },
    },
    async (_request, reply) => {
      const [database, chainUp, backlog] = await Promise.all([
        databaseAnswers(),
        chain.publicClient.getChainId().then(
          (id) => id === chain.chainId,
          () => false,
        ),
        chainBacklog().catch(() => ({ waiting: 0, oldest: undefined })),
      ])
      const now = Date.now()
      const { head } = chainStatus()
      const chainQueue = {
        waiting: backlog.waiting,
        oldestWaitSeconds: backlog.oldest
          ? Math.max(0, (now - backlog.oldest.getTime()) / 1000)
          : 0,
        lastBlock: head ? head.number.toString() : null,
        lastBlockAgeSeconds: head ? (now - head.seenAt.getTime()) / 1000 : null,
      }
      const health = { database, chain: chainUp, chainQueue }
      if (database && chainUp) return { data: health }
      return reply.code(503).send({ error: 'unhealthy', code: 'unhealthy', ...health })
    },
  )

  if (chain.isDevnet) {
    // The browser reaches the devnet through the API, on the app's own origin.
    routes.post(
      endpoints.rpcRelay.path,
      {
        config: { access: endpoints.rpcRelay.access },
        schema: {
          summary: 'JSON-RPC relay to the local devnet (devnet only)',
          hide: true,
          body: rpcBodySchema,
        },
      },
      async (request, reply) => {
        const answer = await fetch(chain.rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(request.body),
          signal: AbortSignal.timeout(10_000),
        })
        return reply
          .code(answer.status)
          .type('application/json')
          .send(await answer.text())
      },
    )
  }
}

const rpcCallSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string().max(200), z.number(), z.null()]).optional(),
  method: z.string().refine((method) => RELAYED_RPC_METHODS.has(method), {
    error: (issue) =>
      `${String(issue.input).slice(0, 100)} is not relayed: only reads of the chain and eth_sendRawTransaction are`,
  }),
  params: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]).optional(),
})
const rpcBatchSchema = z.array(rpcCallSchema).min(1).max(100)

/** One JSON-RPC call or a batch of them; the message names the first thing wrong. */
const rpcBodySchema = z.union([rpcCallSchema, rpcBatchSchema], {
  error: (issue) => {
    const branch = Array.isArray(issue.input) ? rpcBatchSchema : rpcCallSchema
    const first = branch.safeParse(issue.input).error?.issues[0]
    if (!first) return 'must be a JSON-RPC call or a batch of them'
    return first.path.length ? `${first.path.join('.')}: ${first.message}` : first.message
  },
})

/**
 * What a browser wallet needs of a node: reads of the chain, and sending a transaction it signed
 * itself. Nothing that has the node sign, answer for the keys it holds (eth_accounts,
 * eth_sendTransaction, eth_sign, ...: anvil's unlocked accounts include the server's signer) or
 * rewrite the chain (anvil_*, evm_*).
 */
const RELAYED_RPC_METHODS: ReadonlySet<string> = new Set([
  'eth_blobBaseFee',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_createAccessList',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_sendRawTransaction',
  'eth_syncing',
  'eth_uninstallFilter',
  'net_listening',
  'net_version',
  'web3_clientVersion',
])
