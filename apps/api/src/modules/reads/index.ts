import { declareModule } from '../../module-declaration.ts'
import { readsService } from './service.ts'

/**
 * The reads that join other modules' tables: the public profile, member cards, friend lists,
 * recommendations, search pages, a member's things as others see them, the push sender's actor
 * checks (docs/ARCHITECTURE.md, "Reads have one home"). It owns no table and needs no module:
 * the modules that show such a read need it.
 */
export const readsModule = declareModule()({
  name: 'reads',
  needs: {},
  make: (_needs, { db, pushDb }) => readsService({ db, pushDb: pushDb ?? db }),
})
