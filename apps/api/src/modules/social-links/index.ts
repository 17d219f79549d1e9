import { linkTelegram, linkX, linkXCallback } from '@memap/shared/endpoints/social'
import { declareModule } from '../../module-declaration.ts'
import type { ProfilesService } from '../profiles/service.ts'
import { socialLinksRoutes } from './routes.ts'
import { socialLinksService } from './service.ts'

/** Linking X and Telegram accounts to a profile. */
export const socialLinksModule = declareModule<{ profiles: ProfilesService }>()({
  name: 'social-links',
  needs: { profiles: true },
  refusals: [
    [linkX, ['linking_off']],
    [
      linkXCallback,
      ['x_flow_invalid', 'no_memap', 'x_account_taken', 'linking_off', 'x_unexpected_answer'],
    ],
    [linkTelegram, ['telegram_login_invalid', 'no_memap', 'telegram_account_taken', 'linking_off']],
  ],
  // Starting and finishing an X link are reads that write: they store OAuth state and the link.
  limits: { writes: [linkX, linkXCallback] },
  make: ({ profiles }, { db, config }) => socialLinksService({ db, config, profiles }),
  routes: (api, social) => socialLinksRoutes(api, { social }),
  walletTables: {
    oauth_states: {
      columns: ['wallet_addr'],
      export: { none: 'a linking step in flight, minutes long' },
      leave: { keeps: 'expires within minutes; linking needs a MeMap' },
    },
  },
})
