import { whoomAbi } from '@memap/contracts/generated/Whoom'
import { addressSchema } from '@memap/shared/address'
import { envelopeSchema } from '@memap/shared/envelope'
import { erc20BalanceQuerySchema, erc20BalanceSchema } from '@memap/shared/points'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { ChainContext } from '../../chain/context.ts'
import { badRequest } from '../../errors.ts'

/** On-chain token balances, read from the chain; the badge screen checks one before paying. */
export async function tokensRoutes(app: FastifyInstance, { chain }: { chain: ChainContext }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/erc20/:tokenContract/balanceOf',
    {
      config: { access: 'public' },
      schema: {
        summary: "An account's balance of the Whoom token, in its smallest unit",
        params: z.object({ tokenContract: addressSchema }),
        querystring: erc20BalanceQuerySchema,
        response: { 200: envelopeSchema(erc20BalanceSchema) },
      },
    },
    async (request) => {
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
  )
}
