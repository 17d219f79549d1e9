import * as endpoints from '@memap/shared/endpoints/points'
import { textSchema } from '@memap/shared/envelope'
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
  await withForms(app, (forms) => {
    forms.withTypeProvider<ZodTypeProvider>().route({
      ...served(
        endpoints.withdraw,
        { body: withdrawFieldsSchema, form: true, data: textSchema },
        'Withdraws the whole balance less the 1 Whoom fee to the wallet, on chain',
      ),
      handler: async (request) => ({ data: await withdrawals.withdraw(request.actor()) }),
    })
  })
}
