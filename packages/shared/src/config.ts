import { z } from 'zod'
import { addressSchema } from './address.ts'

import { SUPPORTED_CHAIN_IDS } from './chains.ts'

/** `GET /v0/config`: what the web app learns at run time, so one build serves every chain. */
export const publicConfigSchema = z.object({
  chainId: z.literal(SUPPORTED_CHAIN_IDS),
  rpcUrl: z.url(),
  contracts: z.object({
    nft: addressSchema,
    main: addressSchema,
    badge: addressSchema,
  }),
  walletConnectProjectId: z.string(),
  /** The Telegram bot's id (its token's digits before the colon); null without a bot. */
  telegramBotId: z.string().regex(/^\d+$/).nullable(),
  version: z.string(),
  /**
   * The server's VAPID public key (base64url, 65 bytes), the `applicationServerKey` a browser
   * subscribes with (`POST /v0/push/subscribe`); null when this server sends no push.
   */
  pushPublicKey: z.string().nullable(),
  /** The landing's outbound links, each null (and hidden) when the deployment sets none. */
  links: z.object({
    community: z.url().nullable(),
    contactEmail: z.email().nullable(),
    whitePaper: z.url().nullable(),
    x: z.url().nullable(),
    telegram: z.url().nullable(),
  }),
})
export type PublicConfig = z.output<typeof publicConfigSchema>
