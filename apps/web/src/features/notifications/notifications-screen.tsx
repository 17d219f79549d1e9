import { Trans, useLingui } from '@lingui/react/macro'
import type { Address } from '@memap/shared/address'
import { Fragment, useEffect, useId, useState } from 'react'
import { Link, Redirect } from 'wouter'
import { useUnreadCount } from '../../shared/api/unread-count.ts'
import { formatDateTime } from '../../shared/lib/format-date.ts'
import { formatSignedCount } from '../../shared/lib/format-number.ts'
import { pageEntries } from '../../shared/lib/keyset-paging.ts'
import { hrefTo, paths } from '../../shared/lib/paths.ts'
import { useSession } from '../../shared/lib/session-store.ts'
import { useDocumentTitle } from '../../shared/lib/use-document-title.ts'
import { isWalletAddress } from '../../shared/lib/wallet-address.ts'
import { BalanceHeader } from '../../shared/ui/balance-header.tsx'
import { ErrorDialog } from '../../shared/ui/error-dialog.tsx'
import { LoadMoreSentinel } from '../../shared/ui/load-more-sentinel.tsx'
import { ScreenError, ScreenLoading } from '../../shared/ui/screen-status.tsx'
import { useMarkNotificationsRead } from './api/mark-read.ts'
import {
  type FriendRequestAnswer,
  type Notification,
  useAnswerFriendRequest,
  useNotifications,
} from './api/notifications.ts'
import './catalog.ts'
import { notificationAmount, notificationParts } from './lib/notification-text.ts'
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
            onLoadMore={() => void list.fetchNextPage()}
            endText={t`No more notifications.`}
          />
        )}
      </section>
      {failure !== null && <ErrorDialog error={failure} onClose={() => setFailure(null)} />}
    </div>
  )
}

function NotificationItem({
  entry,
  reader,
  answering,
  onAnswer,
}: {
  entry: Notification
  reader: Address
  answering: FriendRequestAnswer | null
  onAnswer: (entry: Notification, requester: Address, rejection: boolean) => void
}) {
  const { i18n } = useLingui()
  const requester = entry.WalletAddr
  const canAnswer = entry.SelectStatus && isWalletAddress(requester)
  const busy = answering !== null
  const amount = notificationAmount(entry)
  return (
    <li className="entry-list__item notification" data-type={entry.WhoomHistoryTypeName}>
      <div className="notification__line">
        <p className="notification__text">
          {notificationParts(entry, i18n, reader).map((part, index) =>
            typeof part === 'string' ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one sentence, in order
              <Fragment key={index}>{part}</Fragment>
            ) : (
              <Link
                // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one sentence, in order
                key={index}
                className="text-link notification__member"
                to={hrefTo(paths.memap, { user: part.address })}
              >
                {part.name}
              </Link>
            ),
          )}
        </p>
        {amount !== null && (
          <span
            className={
              amount > 0 ? 'whoom-value whoom-value--plus' : 'whoom-value whoom-value--minus'
            }
          >
            {formatSignedCount(amount)} Whoom
          </span>
        )}
      </div>
      <time className="entry-list__time" dateTime={entry.CreateAt}>
        {formatDateTime(entry.CreateAt, i18n.locale)}
      </time>
      {entry.Answer !== null && (
        <p className="notification__answer" data-answer={entry.Answer}>
          {entry.Answer === 'accepted' ? <Trans>Accepted</Trans> : <Trans>Declined</Trans>}
        </p>
      )}
      {canAnswer && (
        <div className="notification__actions">
          <button
            type="button"
            className="button button--primary notification__button"
            disabled={busy}
            aria-busy={answering?.notificationId === entry.NotificationId && !answering.rejection}
            onClick={() => onAnswer(entry, requester, false)}
          >
            <Trans>Accept</Trans>
          </button>
          <button
            type="button"
            className="button button--ghost notification__button"
            disabled={busy}
            aria-busy={answering?.notificationId === entry.NotificationId && answering.rejection}
            onClick={() => onAnswer(entry, requester, true)}
          >
            <Trans>Reject</Trans>
          </button>
        </div>
      )}
    </li>
  )
}

/** The news on screen is read: on opening, and again whenever news arrives while it is open. */
function useReadWhileOpen(address: Address) {
  const unread = useUnreadCount(address)
  const { mutate: markRead, isPending, isError } = useMarkNotificationsRead(address)
  useEffect(() => {
    if ((unread.data ?? 0) > 0 && !isPending && !isError) markRead()
  }, [unread.data, isPending, isError, markRead])
}
