import { useLingui } from '@lingui/react/macro'
import { ECONOMY } from '@memap/shared/economy'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { Redirect, useLocation } from 'wouter'
import { getUserInfoQueryOptions } from '../../shared/api/user-info.ts'
import { paths } from '../../shared/lib/paths.ts'
import { useSession } from '../../shared/lib/session-store.ts'
import { useDocumentTitle } from '../../shared/lib/use-document-title.ts'
import { catalogueName } from '../../shared/names/catalogue-name.ts'
import { EarnedRewardDialog } from '../../shared/payments/earned-reward-dialog.tsx'
import { ErrorDialog } from '../../shared/ui/error-dialog.tsx'
import { NoticeDialog } from '../../shared/ui/notice-dialog.tsx'
import './catalog.ts'
import { useEmotionList } from './api/emotions.ts'
import { EmotionChips } from './components/emotion-chips.tsx'
import { PostedToday } from './components/posted-today.tsx'
import { ReasonForm } from './components/reason-form.tsx'
import { useEmotionPost } from './lib/use-emotion-post.ts'
import '../../shared/ui/button.css'
import '../../shared/ui/screen.css'
import '../../shared/ui/field.css'
import './emotion.css'

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
  const post = useEmotionPost(own)
  const today = useQuery({
    ...getUserInfoQueryOptions({ target: own ?? '0x', viewer: own }),
    enabled: own !== null,
  })
  const titleId = useId()
  const title = t`Select today's emotion`
  useDocumentTitle(title)

  if (own === null) return <Redirect to={paths.home} replace />

  // Today's emotion is posted already: show it, not the chips (one a Seoul day).
  const posted = today.data?.UserEmotion
  if (!post.done && today.data?.EmotionPostingStatus && posted) {
    return <PostedToday titleId={titleId} posted={posted} />
  }

  return (
    <section className="screen select-emotion" aria-labelledby={titleId}>
      {post.chosen === null ? (
        <EmotionChips title={title} titleId={titleId} emotions={emotions} onChoose={post.choose} />
      ) : (
        <ReasonForm
          titleId={titleId}
          chosenName={catalogueName(i18n, 'emotion', post.chosen.EmotionName)}
          reason={post.reason}
          sending={post.sending}
          onType={post.type}
          onSubmit={post.submit}
          onCancel={post.cancel}
        />
      )}
      {post.notice && (
        <NoticeDialog
          notice={{ title: i18n._(post.notice.title), message: i18n._(post.notice.message) }}
          onClose={post.dismissNotice}
        />
      )}
      {post.done && (
        <EarnedRewardDialog
          amount={post.reward ?? ECONOMY.emotionReward}
          unpaid={t`Today's emotion is posted. It earns no Whoom: this wallet was paid for an emotion today.`}
          onClose={() => void navigate(paths.memap)}
        />
      )}
      {/* PRODUCT.md §4 reloads the page here; closing keeps the emotion and the reason instead. */}
      {post.failure !== null && (
        <ErrorDialog
          error={post.failure}
          onClose={() => {
            post.dismissFailure()
            // Today's emotion as it is now: it may have been posted meanwhile (then it shows).
            void today.refetch()
          }}
        />
      )}
    </section>
  )
}
