import { publicConfigSchema } from '@memap/shared/config'
import { envelopeSchema, errorBodySchema } from '@memap/shared/envelope'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { sql } from 'kysely'
import { z } from 'zod'
import type { AppDeps } from '../../app.ts'
import { publicConfigForRequest } from './public-config.ts'

const healthSchema = z.object({ database: z.boolean(), chain: z.boolean() })

/** Run-time settings for the web app, health, and the devnet's RPC relay. */
export async function systemRoutes(app: FastifyInstance, deps: AppDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  const { chain, db } = deps
  const publicConfigFor = publicConfigForRequest(deps)

  routes.get(
    '/config',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Chain, RPC and contract addresses for the web app',
        response: { 200: envelopeSchema(publicConfigSchema) },
      },
    },
    async (request) => ({ data: publicConfigFor(request) }),
  )

  routes.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        summary: '200 when the database and the chain answer, 503 otherwise',
        response: {
          200: envelopeSchema(healthSchema),
          503: errorBodySchema.extend(healthSchema.shape),
        },
      },
    },
    async (_request, reply) => {
      const [database, chainUp] = await Promise.all([
        sql`select 1`.execute(db).then(
          () => true,
          () => false,
        ),
        chain.publicClient.getChainId().then(
          (id) => id === chain.chainId,
          () => false,
        ),
      ])
      if (database && chainUp) return { data: { database, chain: chainUp } }
      return reply.code(503).send({ error: 'unhealthy', database, chain: chainUp })
    },
  )

  if (chain.isDevnet) {
    // The browser reaches the devnet through the API, on the app's own origin.
    routes.post(
      '/rpc',
      {
        config: { access: 'public' },
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
  method: z.string().refine((method) => isPublicRpcMethod(method), {
    error: (issue) =>
      `${String(issue.input).slice(0, 100)} is not relayed; only eth_, net_ and web3_ are`,
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
 * What a wallet or a dapp asks of a node. Never anvil_*, evm_* and the like, which would let
 * anyone impersonate the server's signer or rewrite the chain.
 */
const isPublicRpcMethod = (method: string) => /^(eth|net|web3)_\w{1,60}$/.test(method)
