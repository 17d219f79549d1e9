import { declareModule } from '../../module-declaration.ts'
import { pointsExport } from './export.ts'
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
  walletTables: {
    point_balances: {
      columns: ['wallet_addr'],
      export: { part: 'Points' },
      leave: { keeps: 'the accounting record: every balance equals the sum of its ledger' },
    },
    point_ledger: {
      columns: ['wallet_addr', 'counterpart'],
      export: { part: 'Points' },
      leave: { keeps: "the accounting record, whose keys hold the economy's rules across leaving" },
    },
  },
  exportPart: pointsExport,
})
