import { declareModule } from '../../module-declaration.ts'
import type { WithdrawalsOf } from './history.ts'
import { pointsRoutes } from './routes.ts'
import { pointsService } from './service.ts'

/** Whoom balances and their history. */
export const pointsModule = declareModule<{
  // The withdrawals module's by its shape: that module takes this one's ledger.
  withdrawals: { detailsOf: WithdrawalsOf }
}>()({
  name: 'points',
  needs: { withdrawals: true },
  make: ({ withdrawals }, { db }) => pointsService({ db, withdrawalsOf: withdrawals.detailsOf }),
  routes: (api, points) => pointsRoutes(api, { points }),
})
