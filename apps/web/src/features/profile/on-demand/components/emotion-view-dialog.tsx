import type { MessageDescriptor } from '@lingui/core'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { Address } from '@memap/shared/address'
import { useId } from 'react'
import { Dialog } from '../../../../shared/ui/dialog.tsx'
import '../catalog.ts'
import { useEmotionDetail } from '../../api/emotion-detail.ts'
import { useCountUp } from '../../lib/count-up.ts'
import '../../../../shared/ui/button.css'
import '../../../../shared/ui/spinner.css'

type EmotionViewDialogProps = {
  userEmotionId: string
  emotionName: string
  viewer: Address | null
  canCheer: boolean
  /** Why a cheer is unavailable (either member blocks the other), else null. */
  blocked: MessageDescriptor | null
  cheered: boolean
  onCheer: () => void
  onClose: () => void
}

/** PRODUCT.md §2, the emotion view: the reason, the cheer count and, for others, the cheer button. */
export function EmotionViewDialog({
  userEmotionId,
  emotionName,
  viewer,
  canCheer,
  blocked,
  cheered,
  onCheer,
  onClose,
}: EmotionViewDialogProps) {
  const { i18n } = useLingui()
  const titleId = useId()
  const noteId = useId()
  const detail = useEmotionDetail(userEmotionId, viewer)
  const total = useCountUp(detail.data?.TotalCheers ?? 0)
  const alreadyCheered = cheered || detail.data?.CheersStatus === true
  return (
    <Dialog onClose={onClose} labelledBy={titleId} className="emotion-view">
      <h2 id={titleId} className="dialog__title">
        {emotionName}
      </h2>
      {detail.isPending ? (
        <p className="dialog__text" role="status">
          <span className="spinner" aria-hidden="true" /> <Trans>Loading…</Trans>
        </p>
      ) : detail.isError ? (
        <p className="dialog__text" role="alert">
          <Trans>The details of this emotion are not shown.</Trans>
        </p>
      ) : (
        <>
          <p className="dialog__text emotion-view__reason">{detail.data.Description}</p>
          <p className="emotion-view__cheers">
            <span aria-hidden="true">👏</span>{' '}
            <span data-testid="cheer-count">{total.toLocaleString('en-US')}</span>{' '}
            <Plural value={detail.data.TotalCheers} one="cheer" other="cheers" />
          </p>
        </>
      )}
      {canCheer && blocked && (
        <p className="dialog__text" id={noteId}>
          {i18n._(blocked)}
        </p>
      )}
      <div className="dialog__actions">
        {canCheer && (
          <button
            type="button"
            className="button button--primary"
            disabled={alreadyCheered || detail.isPending || blocked !== null}
            aria-describedby={blocked ? noteId : undefined}
            onClick={onCheer}
          >
            {alreadyCheered ? <Trans>Cheered</Trans> : <Trans>Cheer</Trans>}
          </button>
        )}
        <button type="button" className="button button--ghost" data-autofocus onClick={onClose}>
          <Trans>Close</Trans>
        </button>
      </div>
    </Dialog>
  )
}
