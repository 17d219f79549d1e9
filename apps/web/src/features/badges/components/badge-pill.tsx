import { Trans, useLingui } from '@lingui/react/macro'
import '../catalog.ts'

export type BadgePillProps = {
  /** The badge's name in the viewer's language. */
  name: string
  price: number
  owned: boolean
  pending: boolean
  picked: boolean
  onPick: () => void
}

/** One badge of the catalogue: its name and price; owned or pending, it cannot be picked. */
export function BadgePill({ name, price, owned, pending, picked, onPick }: BadgePillProps) {
  const { t } = useLingui()
  return (
    <button
      type="button"
      className="badge-pill"
      data-owned={owned || undefined}
      data-pending={pending || undefined}
      aria-pressed={picked}
      disabled={owned || pending}
      aria-label={
        owned
          ? t`${name}, ${price} Whoom, owned`
          : pending
            ? t`${name}, ${price} Whoom, pending`
            : t`${name}, ${price} Whoom`
      }
      onClick={() => {
        if (!pending) onPick()
      }}
    >
      {/* The space keeps the visible words apart, as the name reads them. */}
      <span className="badge-pill__name">{name}</span>{' '}
      <span className="badge-pill__price">{price}</span>
      {pending && (
        <span className="badge-pill__pending" aria-hidden="true">
          <Trans>Pending</Trans>
        </span>
      )}
    </button>
  )
}
