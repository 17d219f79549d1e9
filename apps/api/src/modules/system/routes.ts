import { envelopeSchema, errorBodySchema } from '@memap/shared/api'
import { publicConfigSchema, VERSION_LABEL } from '@memap/shared/config'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { sql } from 'kysely'
import { z } from 'zod'
import type { AppDeps } from '../../app.ts'
import { badRequest } from '../../errors.ts'

const healthSchema = z.object({ database: z.boolean(), chain: z.boolean() })

/** Run-time settings for the web app, health, and the devnet's RPC relay. */
export async function systemRoutes(app: FastifyInstance, deps: AppDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  const { chain, db, config } = deps

  routes.get(
    '/config',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Chain, RPC and contract addresses for the web app',
        response: { 200: envelopeSchema(publicConfigSchema) },
      },
    },
    async (request) => ({
      data: {
        chainId: chain.chainId,
        rpcUrl: chain.isDevnet ? `${publicOrigin(request, config.publicUrl)}/v0/rpc` : chain.rpcUrl,
        contracts: chain.contracts,
        walletConnectProjectId: config.walletConnectProjectId,
        version: VERSION_LABEL,
      },
    }),
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
        schema: { summary: 'JSON-RPC relay to the local devnet (devnet only)', hide: true },
      },
      async (request, reply) => {
        const calls = [request.body].flat() as Array<{ method?: unknown }>
        const refused = calls.find((call) => !isPublicRpcMethod(call?.method))
        if (refused) {
          throw badRequest(
            `method: ${String(refused?.method)} is not relayed; only eth_, net_ and web3_ are`,
          )
        }
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

/**
 * What a wallet or a dapp asks of a node. Never anvil_*, evm_* and the like, which would let
 * anyone impersonate the server's signer or rewrite the chain.
 */
const isPublicRpcMethod = (method: unknown) =>
  typeof method === 'string' && /^(eth|net|web3)_\w+$/.test(method)

/** The origin a browser used to reach us, unless PUBLIC_URL fixes it. */
function publicOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ?? `${request.protocol}://${request.host}`
}
