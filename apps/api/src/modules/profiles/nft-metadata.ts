import type { nftMetadataSchema } from '@memap/shared/profile'
import type { z } from 'zod'
import { imageUrl } from '../../storage/images.ts'
import type { ProfilesContext } from './context.ts'

type NftMetadata = z.output<typeof nftMetadataSchema>

/**
 * The ERC-721 metadata of a MeMap (PRODUCT.md §13): the member's name, SNV, description and
 * picture. A MeMap whose member left or is suspended, or a token never minted, answers one card
 * alike, with nothing of a member: the NFT stays the wallet's, the member is gone for everyone.
 */
export const nftMetadata =
  ({ repo }: ProfilesContext) =>
  async (tokenId: string, origin: string): Promise<NftMetadata> => {
    const user = await repo.findByTokenId(tokenId)
    if (!user) {
      return {
        name: `MeMap #${tokenId}`,
        description: 'This MeMap is not available.',
        image: '',
        attributes: [],
      }
    }
    return {
      name: `MeMap #${tokenId}`,
      description: user.description || `${user.name}'s MeMap`,
      image: user.profile_image ? `${origin}${imageUrl(user.profile_image)}` : '',
      attributes: [
        { trait_type: 'Name', value: user.name },
        { trait_type: 'SNV', value: user.svn },
      ],
    }
  }
