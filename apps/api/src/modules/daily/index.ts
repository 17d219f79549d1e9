import { declareModule } from '../../module-declaration.ts'

/**
 * The day's counters of a wallet: interactions and uploads. Its counters are shared parts that
 * app.ts makes and hands the modules that count (the image pipeline counts uploads).
 */
export const dailyModule = declareModule()({
  name: 'daily',
  needs: {},
  walletTables: {
    daily_interactions: {
      columns: ['wallet_addr'],
      export: { none: "the day's count of cheers and likes, from the exported ones" },
      leave: { keeps: 'the daily limit holds across leaving' },
    },
    daily_uploads: {
      columns: ['wallet_addr'],
      export: { none: "the day's count of uploads" },
      leave: { keeps: 'the daily limit holds across leaving' },
    },
  },
})
