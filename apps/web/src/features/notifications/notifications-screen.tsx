import { Trans, useLingui } from '@lingui/react/macro'
import type { Address } from '@memap/shared/address'
import { useId, useState } from 'react'
import { Redirect } from 'wouter'
import { pageEntries } from '../../shared/lib/keyset-paging.ts'
import { paths } from '../../shared/lib/paths.ts'
import { useSession } from '../../shared/lib/session-store.ts'
import { useDocumentTitle } from '../../shared/lib/use-document-title.ts'
import { BalanceHeader } from '../../shared/ui/balance-header.tsx'
import { ErrorDialog } from '../../shared/ui/error-dialog.tsx'
import { LoadMoreSentinel } from '../../shared/ui/load-more-sentinel.tsx'
import { ScreenError, ScreenLoading } from '../../shared/ui/screen-status.tsx'
import { type Notification, useAnswerFriendRequest, useNotifications } from './api/notifications.ts'
import './catalog.ts'
import { NotificationItem } from './components/notification-item.tsx'
import { useReadWhileOpen } from './lib/use-read-while-open.ts'
import '../../shared/ui/button.css'
import '../../shared/ui/screen.css'
import '../../shared/ui/economy.css'
import './notifications.css'

/** `/notifications` (News, PRODUCT.md §2): the balance and the member's notifications, newest first. */
export function NotificationsScreen() {
  const { t } = useLingui()
  const address = useSession((state) => state.address)
  useDocumentTitle(t`News`)
  if (!address) return <Redirect to={paths.home} replace />
  return <Notifications address={address} />
}

function Notifications({ address }: { address: Address }) {
  const { t } = useLingui()
  const titleId = useId()
  const list = useNotifications(address)
  const answerRequest = useAnswerFriendRequest(address)
  const answering = answerRequest.isPending ? answerRequest.variables : null
  const [failure, setFailure] = useState<unknown>(null)
  useReadWhileOpen(address)

  function answer(entry: Notification, requester: Address, rejection: boolean) {
    answerRequest.mutate(
      { notificationId: entry.NotificationId, requester, rejection },
      { onError: (error) => setFailure(error) },
    )
  }

  const entries = pageEntries(list.data?.pages)
  return (
    <div className="economy-screen">
      <BalanceHeader address={address} title={t`News`} titleId={titleId} />
      <section className="screen economy-screen__list" aria-labelledby={titleId}>
        {list.isPending ? (
          <ScreenLoading>
            <Trans>Loading your news…</Trans>
          </ScreenLoading>
        ) : list.isError && entries.length === 0 ? (
          <ScreenError onRetry={() => void list.refetch()} />
        ) : entries.length === 0 && !list.hasNextPage ? (
          <p className="economy-screen__empty">
            <Trans>No news yet.</Trans>
          </p>
        ) : (
          <ul className="entry-list" aria-label={t`Notifications`}>
            {entries.map((entry) => (
              <NotificationItem
                key={entry.NotificationId}
                entry={entry}
                reader={address}
                answering={answering}
                onAnswer={answer}
              />
            ))}
          </ul>
        )}
        {!list.isPending && (entries.length > 0 || list.hasNextPage) && (
          <LoadMoreSentinel
            hasMore={list.hasNextPage}
            loading={list.isFetchingNextPage}
            failed={list.isFetchNextPageError}
            onLoadMore={() => list.fetchNextPage()}
            endText={t`No more notifications.`}
          />
        )}
      </section>
      {failure !== null && <ErrorDialog error={failure} onClose={() => setFailure(null)} />}
    </div>
  )
}
