import { addressSchema } from '@memap/shared/address'
import { appPathAt, paths } from '@memap/shared/app-paths'
import type { EmbeddedProfile } from '@memap/shared/profile'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { AppError } from '../../errors.ts'
import { normalisedPath } from '../../lib/request-path.ts'
import { linkOrigin } from '../../plugins/hosts.ts'
import { NO_SUCH_PAGE, type PageExtras } from '../../plugins/web.ts'
import type { ProfilesService } from './service.ts'

/**
 * What a shared profile's page (`/memap?user=0x…`) carries: the card its link shows when pasted
 * into a chat or post, and the profile as the page's viewer sees it (the signed-in wallet, else
 * nobody), so that the screen renders it without waiting for one more round trip. A `user` that
 * is no wallet, or whose MeMap is not there (never made, gone, suspended), is no page: 404.
 */
export function profilePage(profiles: ProfilesService, publicUrl: string | undefined) {
  return async (
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<PageExtras | typeof NO_SUCH_PAGE | undefined> => {
    if (appPathAt(normalisedPath(request.url)) !== paths.memap) return undefined
    const target = new URL(request.url, 'http://x').searchParams.get('user')
    // Without a `user`, the page shows the signed-in member's own MeMap, or sends a visitor home.
    if (!target) return undefined
    const address = addressSchema.safeParse(target)
    if (!address.success) return NO_SUCH_PAGE
    const viewer = (await request.sessionWallet()) ?? null
    let info: EmbeddedProfile['info']
    try {
      info = await profiles.info(address.data, viewer ?? undefined)
    } catch (error) {
      // No MeMap for this wallet: the page whose screen says so.
      if (error instanceof AppError && error.status === 404) return NO_SUCH_PAGE
      throw error
    }
    const origin = linkOrigin(request, reply, publicUrl)
    const profile: EmbeddedProfile = { target, viewer, info }
    return {
      preview: {
        title: `${info.Name} · MeMap`,
        description: info.Description || `${info.Name}'s MeMap`,
        image: info.ProfileImage ? `${origin}${info.ProfileImage}` : '',
        url: `${origin}/memap?user=${info.WalletAddr}`,
      },
      profile,
    }
  }
}
