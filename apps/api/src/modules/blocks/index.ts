import { declareModule } from '../../module-declaration.ts'
import { blocksService } from './service.ts'

/** Who blocks whom, and the checks the other modules make with it. */
export const blocksModule = declareModule()({
  name: 'blocks',
  needs: {},
  make: (_needs, { db }) => blocksService({ db }),
})
