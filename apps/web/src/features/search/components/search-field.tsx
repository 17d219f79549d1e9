import { Trans, useLingui } from '@lingui/react/macro'
import { SEARCH_QUERY_MAX } from '@memap/shared/limits'
import type { KeyboardEvent, RefObject } from 'react'
import '../catalog.ts'
import type { useSettledQuery } from '../lib/use-settled-query.ts'

export type SearchFieldProps = {
  ids: { input: string; hint: string; status: string }
  field: RefObject<HTMLInputElement | null>
  search: ReturnType<typeof useSettledQuery>
  /** The arrow keys, from the field to the results. */
  onArrow: (event: KeyboardEvent<HTMLElement>) => void
}

/** The labelled search box, with its hint, or the notice that a paste was cut. */
export function SearchField({ ids, field, search, onArrow }: SearchFieldProps) {
  const { t } = useLingui()
  return (
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
        value={search.text}
        onChange={(event) => search.input(event.target.value)}
        onCompositionStart={search.compositionStart}
        onCompositionEnd={(event) => search.compositionEnd(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
            event.preventDefault()
            search.flush(event.currentTarget.value)
          } else {
            onArrow(event)
          }
        }}
      />
      <p className="field__hint" id={ids.hint} aria-live="polite">
        {search.cut ? (
          <span className="field__refusal">
            {t`A search holds at most ${SEARCH_QUERY_MAX} characters, and the rest was left out.`}
          </span>
        ) : (
          <Trans>A name, part of one, or a Korean name's first consonants (ㄱㅁㅅ).</Trans>
        )}
      </p>
    </div>
  )
}
