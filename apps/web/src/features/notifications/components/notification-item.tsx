import { Trans } from '@lingui/react/macro'
import type { Address } from '@memap/shared/address'
import { formatDateTime } from '../../../shared/lib/format-date.ts'
import { formatSignedCount } from '../../../shared/lib/format-number.ts'
import { useDateStyle } from '../../../shared/lib/use-date-style.ts'
import { isWalletAddress } from '../../../shared/lib/wallet-address.ts'
import '../catalog.ts'
import type { FriendRequestAnswer, Notification } from '../api/notifications.ts'
import { notificationAmount } from '../lib/notification-text.ts'
import { NotificationSentence } from './notification-sentence.tsx'

export type NotificationItemProps = {
  entry: Notification
  reader: Address
  /** The friend request answer under way, if any: every Accept and Reject waits for it. */
  answering: FriendRequestAnswer | null
  onAnswer: (entry: Notification, requester: Address, rejection: boolean) => void
}

/** One notification: its sentence, its Whoom, when, and a friend request's answer or buttons. */
export function NotificationItem({ entry, reader, answering, onAnswer }: NotificationItemProps) {
  const dates = useDateStyle()
  const requester = entry.WalletAddr
  const canAnswer = entry.SelectStatus && isWalletAddress(requester)
  const busy = answering !== null
  const amount = notificationAmount(entry)
  return (
    <li className="entry-list__item notification" data-type={entry.WhoomHistoryTypeName}>
      <div className="notification__line">
        <NotificationSentence entry={entry} reader={reader} />
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
        {formatDateTime(entry.CreateAt, dates)}
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
