import { envelopeSchema } from '@memap/shared/envelope'
import { withdrawFieldsSchema } from '@memap/shared/points'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { WithdrawalsService } from './service.ts'

export async function withdrawalsRoutes(
  app: FastifyInstance,
  { withdrawals }: { withdrawals: WithdrawalsService },
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/withdraw',
    {
      config: { access: 'owner' },
      schema: {
        summary: 'Withdraws the whole balance less the 1 Whoom fee to the wallet, on chain',
        consumes: ['multipart/form-data'],
        body: withdrawFieldsSchema,
        response: { 200: envelopeSchema(z.string()) },
      },
    },
    async (request) => ({ data: await withdrawals.withdraw(request.body.walletAddr) }),
  )
}
