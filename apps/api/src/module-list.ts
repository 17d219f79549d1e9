import { accountModule } from './modules/account/index.ts'
import { albumsModule } from './modules/albums/index.ts'
import { authModule } from './modules/auth/index.ts'
import { badgesModule } from './modules/badges/index.ts'
import { blocksModule } from './modules/blocks/index.ts'
import { dailyModule } from './modules/daily/index.ts'
import { emotionsModule } from './modules/emotions/index.ts'
import { eventsModule } from './modules/events/index.ts'
import { faucetModule } from './modules/faucet/index.ts'
import { friendsModule } from './modules/friends/index.ts'
import { moderationModule } from './modules/moderation/index.ts'
import { notificationsModule } from './modules/notifications/index.ts'
import { pointsModule } from './modules/points/index.ts'
import { profilesModule } from './modules/profiles/index.ts'
import { pushModule } from './modules/push/index.ts'
import { readsModule } from './modules/reads/index.ts'
import { searchModule } from './modules/search/index.ts'
import { socialLinksModule } from './modules/social-links/index.ts'
import { systemModule } from './modules/system/index.ts'
import { tokensModule } from './modules/tokens/index.ts'
import { withdrawalsModule } from './modules/withdrawals/index.ts'

/**
 * Every module of the API (each declared in its `modules/<name>/index.ts`), which app.ts makes in
 * the order of their needs. Their routes are registered, and their parts gathered, in this order.
 */
export const MODULES = [
  systemModule,
  readsModule,
  authModule,
  socialLinksModule,
  profilesModule,
  pointsModule,
  notificationsModule,
  pushModule,
  accountModule,
  moderationModule,
  eventsModule,
  emotionsModule,
  friendsModule,
  searchModule,
  albumsModule,
  badgesModule,
  withdrawalsModule,
  tokensModule,
  blocksModule,
  faucetModule,
  dailyModule,
] as const
