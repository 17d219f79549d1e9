import { withdraw } from '@memap/shared/endpoints/points'
import { declareModule } from '../../module-declaration.ts'
import type { PointsLedger } from '../points/ledger.ts'
import { withdrawalsExport } from './export.ts'
import { withdrawalsRoutes } from './routes.ts'
import { withdrawalsService } from './service.ts'

/** Withdrawing Whoom to the wallet, on chain. */
export const withdrawalsModule = declareModule<{ ledger: PointsLedger }>()({
  name: 'withdrawals',
  needs: { ledger: true },
  refusals: [[withdraw, ['nothing_to_withdraw', 'withdraw_amount_too_high', 'balance_changed']]],
  make: ({ ledger }, { db, signedJobs, onChainJobQueued }) =>
    withdrawalsService({ db, ledger, signals: signedJobs, onJobQueued: onChainJobQueued }),
  routes: (api, withdrawals) => withdrawalsRoutes(api, { withdrawals }),
  walletTables: {
    withdrawals: {
      columns: ['wallet_addr'],
      export: { part: 'Withdrawals' },
      leave: { keeps: 'the record of Whoom sent to the chain, paid or on its way' },
    },
  },
  exportPart: withdrawalsExport,
})
