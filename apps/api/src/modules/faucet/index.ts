import { declareModule } from '../../module-declaration.ts'
import { faucetService } from './service.ts'

/** The devnet faucet (PRODUCT.md §13), which signing in drips from. */
export const faucetModule = declareModule()({
  name: 'faucet',
  needs: {},
  make: (_needs, { db, chain, onChainJobQueued }) =>
    faucetService({ db, chain, onJobQueued: onChainJobQueued }),
})
