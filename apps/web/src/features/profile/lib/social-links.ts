/** PRODUCT.md §2: the custom link's visible text is cut at 15 characters. */
export const CUSTOM_LINK_MAX_CHARS = 15

/** `text` cut to `max` characters (counted as code points) with an ellipsis when longer. */
export function truncateText(text: string, max = CUSTOM_LINK_MAX_CHARS): string {
  const chars = [...text]
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text
}

/** True for an absolute http or https URL with a host, as the API accepts it. */
export function isHttpUrl(value: string): boolean {
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    return false
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
}

/** A handle as stored (maybe with a leading `@`) to the path part of a profile URL. */
function handlePath(handle: string): string {
  return encodeURIComponent(handle.trim().replace(/^@/, ''))
}

export function xProfileUrl(handle: string): string {
  return `https://x.com/${handlePath(handle)}`
}

export function telegramProfileUrl(handle: string): string {
  return `https://t.me/${handlePath(handle)}`
}
