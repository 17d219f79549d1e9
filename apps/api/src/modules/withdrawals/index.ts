import { declareModule } from '../../module-declaration.ts'
import type { PointsLedger } from '../points/ledger.ts'
import { withdrawalsRoutes } from './routes.ts'
import { withdrawalsService } from './service.ts'

/** Withdrawing Whoom to the wallet, on chain. */
export const withdrawalsModule = declareModule<{ ledger: PointsLedger }>()({
  name: 'withdrawals',
  needs: { ledger: true },
  make: ({ ledger }, { db, signedJobs, onChainJobQueued }) =>
    withdrawalsService({ db, ledger, signals: signedJobs, onJobQueued: onChainJobQueued }),
  routes: (api, withdrawals) => withdrawalsRoutes(api, { withdrawals }),
})
