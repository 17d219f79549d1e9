import { Trans, useLingui } from '@lingui/react/macro'
import { ECONOMY } from '@memap/shared/economy'
import { EMOTION_REASON_MAX, EMOTION_REASON_MIN } from '@memap/shared/rules'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState } from 'react'
import { Link, Redirect, useLocation } from 'wouter'
import { getUserInfoQueryOptions } from '../../shared/api/user-info.ts'
import { countCharacters } from '../../shared/lib/cut-text.ts'
import { seoulMidnightForViewer } from '../../shared/lib/format-date.ts'
import { paths } from '../../shared/lib/paths.ts'
import { useSession } from '../../shared/lib/session-store.ts'
import { useDocumentTitle } from '../../shared/lib/use-document-title.ts'
import { EarnedRewardDialog } from '../../shared/ui/earned-reward-dialog.tsx'
import { ErrorDialog } from '../../shared/ui/error-dialog.tsx'
import { NoticeDialog } from '../../shared/ui/notice-dialog.tsx'
import { ScreenError, ScreenLoading } from '../../shared/ui/screen-status.tsx'
import './catalog.ts'
import { type Emotion, useEmotionList, usePostEmotion } from './api/emotions.ts'
import {
  REASON_TOO_LONG,
  type ReasonNotice,
  reasonInput,
  reasonSubmitNotice,
} from './lib/reason.ts'
import '../../shared/ui/button.css'
import '../../shared/ui/screen.css'
import '../../shared/ui/field.css'
import './emotion.css'
import { catalogueName } from '../../shared/names/catalogue-name.ts'

const min = EMOTION_REASON_MIN
const max = EMOTION_REASON_MAX

/**
 * `/select_emotion` (PRODUCT.md §2, §4): pick an emotion, say why, submit. Success shows the
 * earned-reward dialog (5 Whoom), then /memap; a failure shows the error dialog, whose closing
 * reloads the page.
 */
export function SelectEmotionScreen() {
  const { t, i18n } = useLingui()
  const own = useSession((state) => state.address)
  const [, navigate] = useLocation()
  const emotions = useEmotionList()
  const post = usePostEmotion(own ?? '0x')
  const [chosen, setChosen] = useState<Emotion | null>(null)
  const chosenName = chosen ? catalogueName(i18n, 'emotion', chosen.EmotionName) : ''
  const [reason, setReason] = useState('')
  const [notice, setNotice] = useState<ReasonNotice | null>(null)
  const [failure, setFailure] = useState<unknown>(null)
  const today = useQuery({
    ...getUserInfoQueryOptions({ target: own ?? '0x', viewer: own }),
    enabled: own !== null,
  })
  const titleId = useId()
  const reasonId = useId()
  const ruleId = useId()
  const counterId = useId()
  const reasonBox = useRef<HTMLTextAreaElement>(null)
  const title = t`Select today's emotion`
  useDocumentTitle(title)
  // The chip that was pressed is gone: the focus goes on to the reason.
  useEffect(() => {
    if (chosen) reasonBox.current?.focus()
  }, [chosen])

  if (own === null) return <Redirect to={paths.home} replace />

  const sending = post.isPending
  const done = post.isSuccess

  function submit() {
    if (!chosen || own === null || sending) return
    const problem = reasonSubmitNotice(reason)
    if (problem) {
      setNotice(problem)
      return
    }
    post.mutate(
      { emotionId: chosen.EmotionId, description: reason },
      { onError: (error) => setFailure(error) },
    )
  }

  // Today's emotion is posted already: show it, not the chips (one a Seoul day).
  const posted = today.data?.UserEmotion
  if (!done && today.data?.EmotionPostingStatus && posted) {
    const emotionName = catalogueName(i18n, 'emotion', posted.EmotionName)
    // The day is Seoul's (PRODUCT.md §12): when it ends, in the viewer's time.
    const nextDay = seoulMidnightForViewer(i18n.locale)
    return (
      <section className="screen select-emotion" aria-labelledby={titleId}>
        <h1 id={titleId} className="screen__title">
          <Trans>Today's emotion: {emotionName}</Trans>
        </h1>
        <p className="screen__lead">
          {nextDay
            ? t`You can post the next one after midnight Seoul time (${nextDay} your time).`
            : t`You can post the next one after midnight.`}
        </p>
        <Link className="button button--primary" to={paths.memap}>
          <Trans>Back to my MeMap</Trans>
        </Link>
      </section>
    )
  }

  return (
    <section className="screen select-emotion" aria-labelledby={titleId}>
      {chosen === null ? (
        <>
          <h1 id={titleId} className="screen__title">
            {title}
          </h1>
          {emotions.isPending ? (
            <ScreenLoading>
              <Trans>Loading the emotions…</Trans>
            </ScreenLoading>
          ) : emotions.isError ? (
            <ScreenError onRetry={() => void emotions.refetch()} />
          ) : (
            <ul className="emotion-chips">
              {emotions.data.map((emotion) => (
                <li key={emotion.EmotionId}>
                  <button type="button" className="emotion-chip" onClick={() => setChosen(emotion)}>
                    {catalogueName(i18n, 'emotion', emotion.EmotionName)}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : (
        <form
          className="select-emotion__form"
          onSubmit={(event) => {
            event.preventDefault()
            submit()
          }}
        >
          <h1 id={titleId} className="screen__title">
            <label htmlFor={reasonId}>
              <Trans>Why are you feeling {chosenName}?</Trans>
            </label>
          </h1>
          {/* What the box asks, said before it is filled: the reason is not optional. */}
          <p id={ruleId} className="field__hint">
            <Trans>
              {min} to {max} characters
            </Trans>
          </p>
          <textarea
            ref={reasonBox}
            id={reasonId}
            className="field__input field__input--area"
            rows={6}
            value={reason}
            aria-describedby={`${ruleId} ${counterId}`}
            onChange={(event) => {
              const { value, cut } = reasonInput(event.target.value)
              setReason(value)
              if (cut) setNotice(REASON_TOO_LONG)
            }}
          />
          <p id={counterId} className="field__hint field__hint--end">
            {countCharacters(reason)}/{EMOTION_REASON_MAX}
          </p>
          <div className="select-emotion__actions">
            <button
              type="submit"
              className="button button--primary"
              disabled={sending}
              aria-busy={sending}
            >
              <Trans>Submit</Trans>
            </button>
            <button
              type="button"
              className="button button--ghost"
              disabled={sending}
              onClick={() => {
                setChosen(null)
                setReason('')
              }}
            >
              <Trans>Cancel</Trans>
            </button>
          </div>
        </form>
      )}
      {notice && (
        <NoticeDialog
          notice={{ title: i18n._(notice.title), message: i18n._(notice.message) }}
          onClose={() => setNotice(null)}
        />
      )}
      {done && (
        <EarnedRewardDialog
          amount={post.data?.Reward ?? ECONOMY.emotionReward}
          unpaid={t`Today's emotion is posted. It earns no Whoom: this wallet was paid for an emotion today.`}
          onClose={() => void navigate(paths.memap)}
        />
      )}
      {/* PRODUCT.md §4 reloads the page here; closing keeps the emotion and the reason instead. */}
      {failure !== null && (
        <ErrorDialog
          error={failure}
          onClose={() => {
            setFailure(null)
            // Today's emotion as it is now: it may have been posted meanwhile (then it shows).
            void today.refetch()
          }}
        />
      )}
    </section>
  )
}
