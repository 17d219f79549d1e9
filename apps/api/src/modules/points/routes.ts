import { envelopeSchema } from '@memap/shared/envelope'
import {
  checkUserPointQuerySchema,
  pageQuerySchema,
  pointBalanceSchema,
  pointHistoryPageSchema,
} from '@memap/shared/points'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Db } from '../../db/database.ts'
import { historyPage } from './history.ts'
import { balanceOf } from './service.ts'

/** The owner's Whoom balance and history. */
export async function pointsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.get(
    '/point/check-user',
    {
      config: { access: 'owner' },
      schema: {
        summary: "The wallet's Whoom balance; Checker tells whether it covers `point`",
        querystring: checkUserPointQuerySchema,
        response: { 200: envelopeSchema(pointBalanceSchema) },
      },
    },
    async (request) => {
      const { walletAddr, point } = request.query
      const value = await balanceOf(db, walletAddr)
      return {
        data: point === undefined ? { Value: value } : { Value: value, Checker: value >= point },
      }
    },
  )

  routes.get(
    '/point/history/list',
    {
      config: { access: 'owner' },
      schema: {
        summary: "A page of the owner's Whoom history, newest first (20 a page)",
        querystring: pageQuerySchema,
        response: { 200: envelopeSchema(pointHistoryPageSchema) },
      },
    },
    async (request) => ({
      data: await historyPage(db, request.query.walletAddr, request.query.index),
    }),
  )
}
