import * as endpoints from '@memap/shared/endpoints/points'
import { envelopeSchema, textSchema } from '@memap/shared/envelope'
import { withdrawFieldsSchema } from '@memap/shared/points'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { served } from '../../plugins/contract.ts'
import { withForms } from '../../plugins/forms.ts'
import type { WithdrawalsService } from './service.ts'

export async function withdrawalsRoutes(
  app: FastifyInstance,
  { withdrawals }: { withdrawals: WithdrawalsService },
) {
  const route = served(
    endpoints.withdraw,
    { body: withdrawFieldsSchema, form: true, data: textSchema },
    'Withdraws `amount` Whoom (or the whole balance less the fee) to the wallet, on chain, the 1 ' +
      'Whoom fee debited besides: 200 with the ' +
      "transaction's hash, or 202 with an empty one when no signer took it within 7 s (it is " +
      'queued and paid all the same; the history shows it pending until then)',
  )
  await withForms(app, (forms) => {
    forms.withTypeProvider<ZodTypeProvider>().route({
      ...route,
      schema: {
        ...route.schema,
        response: { ...route.schema.response, 202: envelopeSchema(textSchema) },
      },
      handler: async (request, reply) => {
        const hash = await withdrawals.withdraw(request.actor(), request.body.amount)
        if (hash === undefined) return reply.code(202).send({ data: '' })
        return { data: hash }
      },
    })
  })
}
