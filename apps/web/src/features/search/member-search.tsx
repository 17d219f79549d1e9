import { useLingui } from '@lingui/react/macro'
import type { Address } from '@memap/shared/address'
import { useId } from 'react'
import { LoadMoreSentinel } from '../../shared/ui/load-more-sentinel.tsx'
import './catalog.ts'
import { useMemberSearch } from './api/search-members.ts'
import { FoundRow } from './components/found-row.tsx'
import { SearchField } from './components/search-field.tsx'
import { SearchRefusal } from './components/search-refusal.tsx'
import { SearchStatus } from './components/search-status.tsx'
import { useResultArrows } from './lib/use-result-arrows.ts'
import { useSettledQuery } from './lib/use-settled-query.ts'
import '../../shared/ui/button.css'
import '../../shared/ui/field.css'
import '../../shared/ui/member-rows.css'
import './member-search.css'

export type MemberSearchProps = {
  /** The signed-in member who searches. */
  viewer: Address
  /** A member was picked (their MeMap opens): the menu holding the field closes, say. */
  onPick?: () => void
}

/**
 * Find people (PRODUCT.md §2, §14): a search field whose results come as one types, each
 * opening that member's MeMap. Typing settles and a Korean syllable is composed before a search
 * goes out, and a new search cancels the one before. A labelled list of links, with its state in
 * words in a live region; ↓ and ↑ move between the field and the results.
 */
export function MemberSearch({ viewer, onPick }: MemberSearchProps) {
  const { t } = useLingui()
  const typed = useSettledQuery()
  const { text, query } = typed
  const search = useMemberSearch(viewer, query)
  const arrows = useResultArrows()
  const ids = { input: useId(), hint: useId(), status: useId() }

  const found = search.data?.pages.flatMap((page) => page.Members) ?? []
  const waiting = text.trim() !== query || (query !== '' && search.isPending)
  const refused = search.isError && found.length === 0 ? search.error : null

  return (
    <search className="member-search" aria-labelledby={ids.input}>
      <SearchField ids={ids} field={arrows.field} search={typed} onArrow={arrows.move} />

      <SearchStatus
        id={ids.status}
        idle={query === '' && text.trim() === ''}
        waiting={waiting}
        refused={refused !== null}
        query={query}
        found={found}
        more={search.hasNextPage}
      />

      {refused && !waiting && (
        <SearchRefusal error={refused} onRetry={() => void search.refetch()} />
      )}

      {found.length > 0 && (
        <>
          <ul
            ref={arrows.list}
            className="member-rows member-search__results"
            aria-label={t`People found`}
            onKeyDown={arrows.move}
          >
            {found.map((member) => (
              <li key={member.WalletAddr}>
                <FoundRow member={member} onPick={onPick} />
              </li>
            ))}
          </ul>
          <LoadMoreSentinel
            hasMore={search.hasNextPage}
            loading={search.isFetchingNextPage}
            failed={search.isFetchNextPageError}
            onLoadMore={() => search.fetchNextPage()}
            endText={null}
          />
        </>
      )}
    </search>
  )
}
