import { Trans, useLingui } from '@lingui/react/macro'
import type { Address } from '@memap/shared/address'
import { pageEntries } from '../../../shared/lib/keyset-paging.ts'
import { LoadMoreSentinel } from '../../../shared/ui/load-more-sentinel.tsx'
import { ScreenError, ScreenLoading } from '../../../shared/ui/screen-status.tsx'
import { usePointHistory } from '../api/point-history.ts'
import '../catalog.ts'
import { RewardEntry } from './reward-entry.tsx'

/**
 * The history (PRODUCT.md §2): type name, signed value followed by 'Whoom', time; a withdrawal
 * also what reached the wallet, the fee and whether it is paid; infinite.
 */
export function RewardHistoryList({ address }: { address: Address }) {
  const { t } = useLingui()
  const history = usePointHistory(address)
  const entries = pageEntries(history.data?.pages)
  if (history.isPending) {
    return (
      <ScreenLoading>
        <Trans>Loading your history…</Trans>
      </ScreenLoading>
    )
  }
  if (history.isError && entries.length === 0) {
    return <ScreenError onRetry={() => void history.refetch()} />
  }
  return (
    <>
      {entries.length > 0 ? (
        <ul className="entry-list" aria-label={t`Whoom history`}>
          {entries.map((entry, position) => (
            // Entries have no id; a page never shifts (keyset paging), so the position is stable.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <RewardEntry key={position} entry={entry} />
          ))}
        </ul>
      ) : (
        !history.hasNextPage && (
          <p className="economy-screen__empty">
            <Trans>No Whoom history yet.</Trans>
          </p>
        )
      )}
      {(entries.length > 0 || history.hasNextPage) && (
        <LoadMoreSentinel
          hasMore={history.hasNextPage}
          loading={history.isFetchingNextPage}
          failed={history.isFetchNextPageError}
          onLoadMore={() => history.fetchNextPage()}
          endText={t`No more history.`}
        />
      )}
    </>
  )
}
