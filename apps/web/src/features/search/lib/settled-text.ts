/** How long typing must pause before a search goes out. */
export const SEARCH_DEBOUNCE_MS = 250

/**
 * What a search field asks for, from what it shows: typing settles (a pause of
 * SEARCH_DEBOUNCE_MS) and a Korean syllable being composed is finished first (an IME shows 기 on
 * its way to 김; a search for it would be wasted, and show the wrong people for a moment). The
 * text is searched trimmed.
 */
export function createSettledText(onSettle: (query: string) => void, delay = SEARCH_DEBOUNCE_MS) {
  let composing = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let latest = ''
  const schedule = () => {
    clearTimeout(timer)
    if (composing) return
    timer = setTimeout(() => onSettle(latest.trim()), delay)
  }
  return {
    /** The field's text changed (typing, pasting, a composition's step). */
    input(text: string) {
      latest = text
      schedule()
    },
    compositionStart() {
      composing = true
      clearTimeout(timer)
    },
    /** The composition is done: `text` is the field's text with the finished syllable. */
    compositionEnd(text: string) {
      composing = false
      latest = text
      schedule()
    },
    /** Searches for the text now (Enter), or clears it at once. */
    flush(text: string) {
      clearTimeout(timer)
      latest = text
      composing = false
      onSettle(text.trim())
    },
    dispose() {
      clearTimeout(timer)
    },
  }
}
