import { declareModule } from '../../module-declaration.ts'
import { blocksExport } from './export.ts'
import { blocksLeave } from './leave.ts'
import { blocksService } from './service.ts'

/** Who blocks whom, and the checks the other modules make with it. */
export const blocksModule = declareModule()({
  name: 'blocks',
  needs: {},
  make: (_needs, { db }) => blocksService({ db }),
  walletTables: {
    blocks: {
      columns: ['blocker_addr', 'blocked_addr'],
      export: { part: 'Blocked' },
      leave: { removes: ['blocker_addr'] },
    },
  },
  exportPart: blocksExport,
  leavePart: () => blocksLeave,
})
