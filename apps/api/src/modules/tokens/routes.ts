import { whoomAbi } from '@memap/contracts/generated/Whoom'
import * as endpoints from '@memap/shared/endpoints/points'
import {
  erc20BalanceParamsSchema,
  erc20BalanceQuerySchema,
  erc20BalanceSchema,
} from '@memap/shared/points'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { ChainContext } from '../../chain/context.ts'
import { served } from '../../plugins/contract.ts'

/** On-chain token balances, read from the chain; the badge screen checks one before paying. */
export async function tokensRoutes(app: FastifyInstance, { chain }: { chain: ChainContext }) {
  // Only our token: this is not a general RPC for any contract. Its address is in the document.
  const token = chain.contracts.main
  const params = erc20BalanceParamsSchema.extend({
    tokenContract: erc20BalanceParamsSchema.shape.tokenContract
      .refine((address) => address === token, `must be the Whoom token ${token}`)
      .meta({ enum: [token] }),
  })
  app.withTypeProvider<ZodTypeProvider>().route({
    ...served(
      endpoints.tokenBalance,
      {
        params,
        query: erc20BalanceQuerySchema,
        data: erc20BalanceSchema,
      },
      "An account's balance of the Whoom token, in its smallest unit",
    ),
    handler: async (request) => {
      const balance = await chain.publicClient.readContract({
        address: chain.contracts.main,
        abi: whoomAbi,
        functionName: 'balanceOf',
        args: [request.query.account],
      })
      return { data: { balance: balance.toString() } }
    },
  })
}
