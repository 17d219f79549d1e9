import { useLingui } from '@lingui/react/macro'
import { formatDateTime } from '../../../shared/lib/format-date.ts'
import { formatSignedCount } from '../../../shared/lib/format-number.ts'
import { useDateStyle } from '../../../shared/lib/use-date-style.ts'
import type { PointHistoryEntry } from '../api/point-history.ts'
import { historyLabel } from '../lib/history-label.ts'
import { WithdrawalProgress } from './withdrawal-progress.tsx'
import '../catalog.ts'

/** One line of the history: type name, signed value followed by 'Whoom', time; a withdrawal's progress. */
export function RewardEntry({ entry }: { entry: PointHistoryEntry }) {
  const { i18n } = useLingui()
  const dates = useDateStyle()
  return (
    <li className="entry-list__item reward-entry">
      <div className="reward-entry__line">
        <span className="reward-entry__type">{historyLabel(entry.WhoomHistoryTypeName, i18n)}</span>
        <span className={valueClass(entry.Value)}>{formatSignedCount(entry.Value)} Whoom</span>
      </div>
      {entry.Withdrawal && <WithdrawalProgress details={entry.Withdrawal} />}
      <time className="entry-list__time" dateTime={entry.CreateAt}>
        {formatDateTime(entry.CreateAt, dates)}
      </time>
    </li>
  )
}

function valueClass(value: number): string {
  if (value > 0) return 'whoom-value whoom-value--plus'
  if (value < 0) return 'whoom-value whoom-value--minus'
  return 'whoom-value'
}
