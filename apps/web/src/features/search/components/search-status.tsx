import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import '../catalog.ts'
import type { FoundMember } from '../api/search-members.ts'

export type SearchStatusProps = {
  id: string
  /** Nothing typed nor searched: the status says nothing. */
  idle: boolean
  waiting: boolean
  refused: boolean
  query: string
  /** The members found so far. */
  found: FoundMember[]
  /** More pages may come: the count is so far. */
  more: boolean
}

/** The search's state in words, in a live region: searching, nobody found, how many found. */
export function SearchStatus({
  id,
  idle,
  waiting,
  refused,
  query,
  found,
  more,
}: SearchStatusProps) {
  const { t } = useLingui()
  return (
    <p className="member-search__status" id={id} role="status">
      {idle
        ? null
        : waiting
          ? t`Searching…`
          : refused
            ? null
            : found.length === 0
              ? t`No one found for “${query}”.`
              : more
                ? t({
                    message: plural(found.length, {
                      one: '# member found so far',
                      other: '# members found so far',
                    }),
                  })
                : t({
                    message: plural(found.length, {
                      one: '# member found',
                      other: '# members found',
                    }),
                  })}
    </p>
  )
}
