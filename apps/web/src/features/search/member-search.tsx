import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Address } from '@memap/shared/address'
import { SEARCH_QUERY_MAX } from '@memap/shared/limits'
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { Link } from 'wouter'
import { hrefTo, paths } from '../../shared/lib/paths.ts'
import { refusalOf } from '../../shared/lib/refusal.ts'
import { useCutText } from '../../shared/lib/use-cut-text.ts'
import { Avatar } from '../../shared/ui/avatar.tsx'
import { KnownTag } from '../../shared/ui/known-tag.tsx'
import { LoadMoreSentinel } from '../../shared/ui/load-more-sentinel.tsx'
import './catalog.ts'
import { type FoundMember, useMemberSearch } from './api/search-members.ts'
import { createSettledText } from './lib/settled-text.ts'
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
  const [text, setText] = useState('')
  const [query, setQuery] = useState('')
  // A paste longer than a search holds is cut: said under the field, never done unsaid.
  const { cut, keep } = useCutText(SEARCH_QUERY_MAX)
  const settled = useRef<ReturnType<typeof createSettledText> | null>(null)
  settled.current ??= createSettledText(setQuery)
  useEffect(() => () => settled.current?.dispose(), [])
  const search = useMemberSearch(viewer, query)
  const field = useRef<HTMLInputElement>(null)
  const list = useRef<HTMLUListElement>(null)
  const ids = { input: useId(), hint: useId(), status: useId() }

  const found = search.data?.pages.flatMap((page) => page.Members) ?? []
  const waiting = text.trim() !== query || (query !== '' && search.isPending)
  const refused = search.isError && found.length === 0 ? search.error : null

  /** ↓ from the field to the first result, ↑ and ↓ along them, ↑ from the first back. */
  const move = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    const links = [...(list.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])]
    const at = links.indexOf(document.activeElement as HTMLAnchorElement)
    const next = event.key === 'ArrowDown' ? at + 1 : at - 1
    if (next >= links.length || (at === -1 && event.key === 'ArrowUp')) return
    event.preventDefault()
    if (next < 0) field.current?.focus()
    else links[next]?.focus()
  }

  return (
    <search className="member-search" aria-labelledby={ids.input}>
      <div className="field">
        <label className="field__label" id={ids.input} htmlFor={`${ids.input}-field`}>
          <Trans>Find people</Trans>
        </label>
        <input
          ref={field}
          id={`${ids.input}-field`}
          className="field__input"
          type="search"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          aria-describedby={`${ids.hint} ${ids.status}`}
          value={text}
          onChange={(event) => {
            const kept = keep(event.target.value)
            setText(kept)
            settled.current?.input(kept)
          }}
          onCompositionStart={() => settled.current?.compositionStart()}
          onCompositionEnd={(event) => settled.current?.compositionEnd(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
              event.preventDefault()
              settled.current?.flush(event.currentTarget.value)
            } else {
              move(event)
            }
          }}
        />
        <p className="field__hint" id={ids.hint} aria-live="polite">
          {cut ? (
            <span className="field__refusal">
              {t`A search holds at most ${SEARCH_QUERY_MAX} characters, and the rest was left out.`}
            </span>
          ) : (
            <Trans>A name, part of one, or a Korean name's first consonants (ㄱㅁㅅ).</Trans>
          )}
        </p>
      </div>

      <p className="member-search__status" id={ids.status} role="status">
        {query === '' && text.trim() === ''
          ? null
          : waiting
            ? t`Searching…`
            : refused
              ? null
              : found.length === 0
                ? t`No one found for “${query}”.`
                : search.hasNextPage
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

      {refused && !waiting && (
        <div className="member-search__refused" role="alert">
          <RefusalText error={refused} />
          <button type="button" className="text-link" onClick={() => void search.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </div>
      )}

      {found.length > 0 && (
        <>
          <ul
            ref={list}
            className="member-rows member-search__results"
            aria-label={t`People found`}
            onKeyDown={move}
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
            onLoadMore={() => void search.fetchNextPage()}
            endText={null}
          />
        </>
      )}
    </search>
  )
}

/** Why the search failed: the server's refusal in the member's words, or that it did not go. */
function RefusalText({ error }: { error: unknown }) {
  const { i18n } = useLingui()
  const refusal = refusalOf(error, i18n)
  if (!refusal) {
    return (
      <p>
        <Trans>The search did not go through. Check your connection.</Trans>
      </p>
    )
  }
  return (
    <p>
      <strong>{refusal.title}</strong> {refusal.message}
    </p>
  )
}

/** A member found: picture, name and where the searcher stands with them. */
function FoundRow({ member, onPick }: { member: FoundMember; onPick?: () => void }) {
  return (
    <Link
      className="member-row"
      to={hrefTo(paths.memap, { user: member.WalletAddr })}
      onClick={onPick}
    >
      <Avatar src={member.ProfileImage} name={member.UserName} />
      <span className="member-row__name">{member.UserName}</span>
      {member.FriendType === 2 ? (
        <KnownTag />
      ) : member.FriendType === 1 ? (
        <span className="member-search__pending">
          <Trans>Request pending</Trans>
        </span>
      ) : null}
    </Link>
  )
}
