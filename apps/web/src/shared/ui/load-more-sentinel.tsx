import { Trans } from '@lingui/react/macro'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import './button.css'
import './spinner.css'
import './load-more-sentinel.css'
import '../catalog.ts'

/** PRODUCT.md §9: the next page loads when the end of a list is half visible. */
export const LOAD_MORE_THRESHOLD = 0.5

export type LoadMoreSentinelProps = {
  /** False once an empty page came back (PRODUCT.md §4): the list has ended. */
  hasMore: boolean
  /** A page is on its way. */
  loading: boolean
  /** The last page failed; the user may try again. */
  failed: boolean
  /** Asks for the next page; settles when that fetch ends, whether it loaded, failed or was cancelled. */
  onLoadMore: () => Promise<unknown>
  /** Shown once the list has ended. */
  endText: ReactNode
}

/**
 * The end of an infinite list: an element watched with an IntersectionObserver (threshold 0.5)
 * that asks for the next page when it shows. After each request settles it is watched anew, so a
 * page too short to fill the screen is followed by the next one at once. "After each request",
 * not "after `loading` turned off": a fetch cancelled by a refetch in the same tick (a live
 * notification reading the list again) is never drawn as loading, and the list would stop there.
 */
export function LoadMoreSentinel({
  hasMore,
  loading,
  failed,
  onLoadMore,
  endText,
}: LoadMoreSentinelProps) {
  const element = useRef<HTMLDivElement>(null)
  const onLoadMoreRef = useRef(onLoadMore)
  useEffect(() => {
    onLoadMoreRef.current = onLoadMore
  })

  const [requestsSettled, setRequestsSettled] = useState(0)
  const watching = hasMore && !loading && !failed
  // biome-ignore lint/correctness/useExhaustiveDependencies: requestsSettled re-runs the effect after each request: a new observer reports at once whether the end still shows
  useEffect(() => {
    const target = element.current
    if (!watching || !target || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect()
          void onLoadMoreRef.current().finally(() => setRequestsSettled((count) => count + 1))
        }
      },
      { threshold: LOAD_MORE_THRESHOLD },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [watching, requestsSettled])

  return (
    <div ref={element} className="load-more" data-state={stateOf(hasMore, loading, failed)}>
      {loading ? (
        <p className="load-more__text" role="status">
          <span className="spinner" aria-hidden="true" />
          <Trans>Loading more…</Trans>
        </p>
      ) : failed ? (
        <p className="load-more__text" role="alert">
          <Trans>Could not load more.</Trans>{' '}
          <button type="button" className="text-link" onClick={() => void onLoadMore()}>
            <Trans>Try again</Trans>
          </button>
        </p>
      ) : hasMore ? null : (
        <p className="load-more__text">{endText}</p>
      )}
    </div>
  )
}

function stateOf(hasMore: boolean, loading: boolean, failed: boolean): string {
  if (loading) return 'loading'
  if (failed) return 'failed'
  return hasMore ? 'more' : 'end'
}
