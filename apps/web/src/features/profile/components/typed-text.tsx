import type { CSSProperties } from 'react'
import './typed-text.css'

/**
 * PRODUCT.md §4: `text` typed one letter every 100 ms (`typed-text.css`). The stylesheet types it,
 * not a timer, so the page the server renders holds the whole text, the browser takes it over
 * unchanged, and a member who prefers less motion sees it whole at once. Typed again when the
 * text changes.
 */
export function TypedText({ text }: { text: string }) {
  return (
    <span key={text}>
      {[...text].map((letter, index) => (
        <span
          // The letters of one text never move: their place is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          className="typed-text__letter"
          style={{ '--letter': index } as CSSProperties}
        >
          {letter}
        </span>
      ))}
    </span>
  )
}
