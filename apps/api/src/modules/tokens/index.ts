import { declareModule } from '../../module-declaration.ts'
import { tokensRoutes } from './routes.ts'

/** The Whoom token's balance of a wallet, read from the chain. */
export const tokensModule = declareModule()({
  name: 'tokens',
  needs: {},
  routes: (api, _service, _needs, { chain }) => tokensRoutes(api, { chain }),
})
