import type { Address } from '@memap/shared/address'
import { isAddressText } from '@memap/shared/address-text'
import type { FoundMember } from '@memap/shared/search'
import { pastPrefix, searchQuery } from '@memap/shared/search-terms'
import { badRequest, memapRequired } from '../../errors.ts'
import { imageUrl } from '../../storage/images.ts'
import type { ProfilesService } from '../profiles/service.ts'
import type { ReadsService } from '../reads/service.ts'

/** Where a page ends: its last member's segment, term and wallet. */
type Place = { segment: number; term: string; wallet: Address }

export const INDEX_MESSAGE = 'index: must be 0 or the Index of the page before'

/** `Index`: the place, as text a client hands back unread (base64url of JSON). */
const indexOf = ({ segment, term, wallet }: Place) =>
  Buffer.from(JSON.stringify([segment, term, wallet])).toString('base64url')

/** The place an `index` names; null for the first page; refused when it is no page's Index. */
function placeOf(index: string, segments: number): Place | null {
  if (index === '0' || index === '') return null
  try {
    const [segment, term, wallet] = JSON.parse(Buffer.from(index, 'base64url').toString())
    if (
      Number.isInteger(segment) &&
      segment >= 0 &&
      segment < segments &&
      typeof term === 'string' &&
      term.length <= 500 &&
      !/[\p{Cc}\p{Cs}]/u.test(term) &&
      typeof wallet === 'string' &&
      isAddressText(wallet)
    ) {
      return { segment, term, wallet }
    }
  } catch {}
  throw badRequest('invalid_field', INDEX_MESSAGE, { field: 'index' })
}

/**
 * Finding people by name, for a signed-in member: 10 a page, best first, each member once. The
 * page is one query of the read layer (`reads/repo/search-page.ts`) over the profiles' search
 * terms and cards, friendships and blocks: each segment's first 10 after the place the page
 * starts from, then the best 10 of those.
 */
export function searchService({
  profiles,
  reads,
}: {
  profiles: ProfilesService
  reads: ReadsService
}) {
  return {
    async members(searcher: Address, text: string, index: string) {
      const place = placeOf(index, reads.searchSegments)
      if (!(await profiles.hasProfile(searcher))) throw memapRequired()
      const query = searchQuery(text)
      if (!query) return { Members: [], Index: index }
      const past = pastPrefix(query.key)
      const shape = {
        from: place?.segment ?? 0,
        after: place !== null,
        start: query.start,
        bounded: past !== undefined,
      }
      const rows = await reads.searchPage(shape, {
        searcher,
        key: query.key,
        past,
        afterTerm: place?.term,
        afterWallet: place?.wallet,
      })
      const last = rows.at(-1)
      return {
        Members: rows.map(
          (row): FoundMember => ({
            WalletAddr: row.wallet_addr,
            UserName: row.name,
            ProfileImage: row.profile_image ? imageUrl(row.profile_image) : '',
            Svn: row.svn,
            FriendType: Number(row.friend_type) as FoundMember['FriendType'],
          }),
        ),
        Index: last
          ? indexOf({ segment: Number(last.segment), term: last.term, wallet: last.wallet_addr })
          : index,
      }
    },
  }
}

export type SearchService = ReturnType<typeof searchService>
