import { useLingui } from '@lingui/react/macro'
import type { Address } from '@memap/shared/address'
import { Fragment } from 'react'
import { Link } from 'wouter'
import { hrefTo, paths } from '../../../shared/lib/paths.ts'
import type { Notification } from '../api/notifications.ts'
import { notificationParts } from '../lib/notification-text.ts'
import '../catalog.ts'

/** What a notification says, as `reader` reads it, each member named a link to their MeMap. */
export function NotificationSentence({ entry, reader }: { entry: Notification; reader: Address }) {
  const { i18n } = useLingui()
  return (
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
  )
}
