import { SEARCH_QUERY_MAX } from '@memap/shared/limits'
import { useEffect, useRef, useState } from 'react'
import { useCutText } from '../../../shared/lib/use-cut-text.ts'
import { createSettledText } from './settled-text.ts'

/**
 * The search field's text as shown, and the query searched once it settles (createSettledText);
 * what the field's events tell it, and whether the last paste was cut to SEARCH_QUERY_MAX.
 */
export function useSettledQuery() {
  const [text, setText] = useState('')
  const [query, setQuery] = useState('')
  // A paste longer than a search holds is cut: said under the field, never done unsaid.
  const { cut, keep } = useCutText(SEARCH_QUERY_MAX)
  const settled = useRef<ReturnType<typeof createSettledText> | null>(null)
  settled.current ??= createSettledText(setQuery)
  useEffect(() => () => settled.current?.dispose(), [])
  return {
    text,
    query,
    cut,
    /** The field's value changed. */
    input: (value: string) => {
      const kept = keep(value)
      setText(kept)
      settled.current?.input(kept)
    },
    compositionStart: () => settled.current?.compositionStart(),
    compositionEnd: (value: string) => settled.current?.compositionEnd(value),
    /** Searched at once (Enter). */
    flush: (value: string) => settled.current?.flush(value),
  }
}
