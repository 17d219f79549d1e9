import { Trans, useLingui } from '@lingui/react/macro'
import type { Address } from '@memap/shared/address'
import { API_KEY_HEADER, API_PREFIX } from '@memap/shared/api'
import type { UserInfo } from '@memap/shared/profile'
import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react'
import { USER_INFO_KEY } from '../../../shared/api/user-info.ts'
import { ApiError } from '../../../shared/lib/api-client.ts'
import { env } from '../../../shared/lib/env.ts'
import { ComingSoonDialog } from '../../../shared/ui/coming-soon-dialog.tsx'
import { Dialog } from '../../../shared/ui/dialog.tsx'
import { ErrorDialog } from '../../../shared/ui/error-dialog.tsx'
import { Icon } from '../../../shared/ui/icon.tsx'
import { LabelledField } from '../../../shared/ui/labelled-field.tsx'
import '../catalog.ts'
import { updateCustomUrl } from '../api/custom-url.ts'
import { isHttpUrl, telegramProfileUrl, truncateText, xProfileUrl } from '../lib/social-links.ts'
import { useTelegramConnect } from './use-telegram-connect.ts'
import '../../../shared/ui/button.css'
import '../../../shared/ui/field.css'
import '../../../shared/ui/message-dialog.css'

export type SocialIconsProps = {
  profile: UserInfo
  /** The profile's wallet. */
  address: Address
  /** The owner taps empty icons to connect; others only open existing links. */
  own: boolean
}

type Open = 'none' | 'x' | 'custom'

/**
 * PRODUCT.md §2 and §6: the four social icons under the name (X, Telegram, LinkedIn, custom link).
 * Filled ones show the handle (or the link, cut at 15 characters) and open it in a new tab
 * (LinkedIn stays inert); on the owner's page the empty X icon opens the social connect dialog,
 * the empty Telegram icon Telegram's login popup, the empty custom icon the custom URL dialog.
 */
export function SocialIcons({ profile, address, own }: SocialIconsProps) {
  const { t } = useLingui()
  const [open, setOpen] = useState<Open>('none')
  const close = () => setOpen('none')
  const x = profile.X.trim()
  const telegram = profile.Telegram.trim()
  const linkedin = profile.Linkedin.trim()
  const custom = profile.CustomUrl.trim()
  const telegramConnect = useTelegramConnect()

  return (
    <>
      <ul className="social-icons" aria-label={t`Social links`}>
        <li>
          {x !== '' ? (
            <ExternalLink href={xProfileUrl(x)} label={`X: ${x}`} handle={x}>
              <XIcon />
            </ExternalLink>
          ) : (
            <EmptyIcon own={own} label="X" onConnect={() => setOpen('x')}>
              <XIcon />
            </EmptyIcon>
          )}
        </li>
        <li>
          {telegram !== '' ? (
            <ExternalLink
              href={telegramProfileUrl(telegram)}
              label={t`Telegram: ${telegram}`}
              handle={telegram}
            >
              <TelegramIcon />
            </ExternalLink>
          ) : (
            <EmptyIcon own={own} label={t`Telegram`} onConnect={telegramConnect.start}>
              <TelegramIcon />
            </EmptyIcon>
          )}
        </li>
        <li>
          {/* PRODUCT.md §2: the LinkedIn link is inert on the profile. */}
          <span
            className={`social-icon${linkedin === '' ? ' social-icon--empty' : ''}`}
            role="img"
            aria-label={linkedin === '' ? t`LinkedIn: not linked` : t`LinkedIn: ${linkedin}`}
            title={t`LinkedIn`}
          >
            <LinkedInIcon />
          </span>
        </li>
        <li>
          {custom !== '' ? (
            <a
              className="social-icon social-icon--custom"
              href={custom}
              target="_blank"
              rel="noopener noreferrer"
              title={custom}
            >
              <LinkIcon />
              <span className="visually-hidden">
                <Trans>Custom link:</Trans>{' '}
              </span>
              <span className="social-icon__text">{truncateText(custom)}</span>
            </a>
          ) : (
            <EmptyIcon own={own} label={t`Custom link`} onConnect={() => setOpen('custom')}>
              <LinkIcon />
            </EmptyIcon>
          )}
        </li>
      </ul>
      {open === 'x' && <ConnectXDialog onClose={close} />}
      {telegramConnect.notice === 'coming-soon' && (
        <ComingSoonDialog onClose={telegramConnect.dismissNotice} />
      )}
      {open === 'custom' && <CustomUrlDialog address={address} onClose={close} />}
    </>
  )
}

/** A linked account: its icon and its handle (cut at 15 characters), opening it in a new tab. */
function ExternalLink({
  href,
  label,
  handle,
  children,
}: {
  href: string
  label: string
  handle: string
  children: ReactNode
}) {
  return (
    <a
      className="social-icon"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      title={label}
    >
      {children}
      <span className="social-icon__text" aria-hidden="true">
        @{truncateText(handle.replace(/^@/, ''))}
      </span>
    </a>
  )
}

/** An empty icon: a button for the owner, a plain mark for everybody else. */
function EmptyIcon({
  own,
  label,
  onConnect,
  children,
}: {
  own: boolean
  label: string
  onConnect: () => void
  children: ReactNode
}) {
  const { t } = useLingui()
  if (!own) {
    return (
      <span
        className="social-icon social-icon--empty"
        role="img"
        aria-label={t`${label}: not linked`}
      >
        {children}
      </span>
    )
  }
  return (
    <button
      type="button"
      className="social-icon social-icon--empty social-icon--connect"
      aria-label={t`Connect ${label}`}
      title={t`Connect ${label}`}
      onClick={onConnect}
    >
      {children}
    </button>
  )
}

type XProbe = 'probing' | 'coming-soon' | 'error'

/**
 * The social connect dialog for X: asks `GET /v0/auth/x` without following it. A redirect means
 * linking is configured, so the page goes there; 501 (or no answer) means 'Coming Soon!'.
 */
function ConnectXDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId()
  const [state, setState] = useState<XProbe>('probing')

  useEffect(() => {
    const abort = new AbortController()
    const url = `${API_PREFIX}/auth/x`
    fetch(url, {
      redirect: 'manual',
      credentials: 'include',
      signal: abort.signal,
      // Only to pass the key check; the navigation itself cannot send headers.
      headers: env.apiKey ? { [API_KEY_HEADER]: env.apiKey } : {},
    })
      .then((response) => {
        if (
          response.type === 'opaqueredirect' ||
          (response.status >= 300 && response.status < 400)
        ) {
          window.location.href = url
        } else if (response.status === 501) {
          setState('coming-soon')
        } else {
          setState('error')
        }
      })
      .catch(() => {
        if (!abort.signal.aborted) setState('coming-soon')
      })
    return () => abort.abort()
  }, [])

  if (state === 'coming-soon') return <ComingSoonDialog onClose={onClose} />
  if (state === 'error') return <ErrorDialog onClose={onClose} />
  return (
    <Dialog onClose={onClose} labelledBy={titleId} className="message-dialog">
      <h2 id={titleId} className="dialog__title">
        <Trans>Connect X</Trans>
      </h2>
      <p className="dialog__text" aria-live="polite">
        <Trans>Connecting to X…</Trans>
      </p>
      <div className="dialog__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </Dialog>
  )
}

/** PRODUCT.md §8, custom URL: a field, Save and Cancel; saves through `updateCustomURL`. */
function CustomUrlDialog({ address, onClose }: { address: Address; onClose: () => void }) {
  const { t } = useLingui()
  const titleId = useId()
  const noticeId = useId()
  const queryClient = useQueryClient()
  const [value, setValue] = useState('')
  const [notice, setNotice] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const url = value.trim()
    if (!isHttpUrl(url)) {
      setNotice(t`Enter a link that starts with http:// or https://.`)
      return
    }
    setNotice(null)
    setSaving(true)
    try {
      await updateCustomUrl(address, url)
      await queryClient.invalidateQueries({ queryKey: [USER_INFO_KEY, address] })
      onClose()
    } catch (error) {
      setNotice(
        error instanceof ApiError && error.serverMessage
          ? error.serverMessage
          : t`The link could not be saved. Please try again.`,
      )
      setSaving(false)
    }
  }

  return (
    <Dialog onClose={onClose} labelledBy={titleId} className="custom-url-dialog">
      <form className="custom-url-dialog__form" onSubmit={(event) => void save(event)} noValidate>
        <h2 id={titleId} className="dialog__title">
          <Trans>Custom link</Trans>
        </h2>
        {/* No hint: the notice under the field describes it, once there is one. */}
        <LabelledField label={t`Link URL`}>
          {({ id }) => (
            <input
              id={id}
              className="field__input"
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder="https://"
              value={value}
              onChange={(event) => setValue(event.target.value)}
              aria-invalid={notice !== null}
              aria-describedby={notice !== null ? noticeId : undefined}
              data-autofocus
            />
          )}
        </LabelledField>
        {notice !== null && (
          <p id={noticeId} className="dialog__error" role="alert">
            {notice}
          </p>
        )}
        <div className="dialog__actions">
          <button type="submit" className="button button--primary" disabled={saving}>
            {saving ? <Trans>Saving…</Trans> : <Trans>Save</Trans>}
          </button>
          <button type="button" className="button button--ghost" onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      </form>
    </Dialog>
  )
}

function XIcon() {
  return (
    <Icon path="M17.8 3h3.1l-6.8 7.8 8 10.2h-6.3l-4.9-6.4L5.3 21H2.2l7.3-8.3L1.8 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.6z" />
  )
}

function TelegramIcon() {
  return (
    <Icon path="M21.4 4.3 18.3 19c-.2 1-.8 1.3-1.7.8l-4.6-3.4-2.2 2.1c-.3.3-.5.5-1 .5l.3-4.7 8.6-7.8c.4-.3-.1-.5-.6-.2L6.5 12.9 2 11.5c-1-.3-1-1 .2-1.5L20 3.2c.8-.3 1.6.2 1.4 1.1z" />
  )
}

function LinkedInIcon() {
  return (
    <Icon path="M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.34V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28zM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13zM7.12 20.45H3.56V9h3.56v11.45z" />
  )
}

function LinkIcon() {
  return (
    <Icon path="M3.9 12a3.1 3.1 0 0 1 3.1-3.1h4V7H7a5 5 0 0 0 0 10h4v-1.9H7A3.1 3.1 0 0 1 3.9 12zM8 13h8v-2H8v2zm9-6h-4v1.9h4a3.1 3.1 0 0 1 0 6.2h-4V17h4a5 5 0 0 0 0-10z" />
  )
}
