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
import { badRequest } from '../../errors.ts'
import { served } from '../../plugins/contract.ts'

/** On-chain token balances, read from the chain; the badge screen checks one before paying. */
export async function tokensRoutes(app: FastifyInstance, { chain }: { chain: ChainContext }) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...served(
      endpoints.tokenBalance,
      {
        params: erc20BalanceParamsSchema,
        query: erc20BalanceQuerySchema,
        data: erc20BalanceSchema,
      },
      "An account's balance of the Whoom token, in its smallest unit",
    ),
    config: { access: 'public' },
    handler: async (request) => {
      // Only our token: this is not a general RPC for any contract.
      if (request.params.tokenContract !== chain.contracts.main) {
        throw badRequest(`tokenContract: must be the Whoom token ${chain.contracts.main}`)
      }
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
