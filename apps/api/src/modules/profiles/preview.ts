import { addressSchema } from '@memap/shared/address'
import type { FastifyRequest } from 'fastify'
import type { PagePreview } from '../../plugins/web.ts'
import { imageUrl } from '../../storage/images.ts'
import type { ProfilesService } from './service.ts'

/** The card a shared profile link (`/memap?user=0x…`) shows when pasted into a chat or post. */
export function profilePreview(profiles: ProfilesService, publicUrl: string | undefined) {
  return async (request: FastifyRequest): Promise<PagePreview | undefined> => {
    const url = new URL(request.url, 'http://x')
    if (url.pathname !== '/memap') return undefined
    const user = addressSchema.safeParse(url.searchParams.get('user') ?? '')
    if (!user.success) return undefined
    const member = await profiles.findByWallet(user.data)
    if (!member) return undefined
    const origin = publicUrl ?? `${request.protocol}://${request.host}`
    return {
      title: `${member.name} · MeMap`,
      description: member.description || `${member.name}'s MeMap`,
      image: member.profile_image ? `${origin}${imageUrl(member.profile_image)}` : '',
      url: `${origin}/memap?user=${member.wallet_addr}`,
    }
  }
}
