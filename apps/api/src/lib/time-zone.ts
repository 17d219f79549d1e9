/** `name` when it is a time zone (an IANA name) this runtime knows, else undefined. */
export function knownTimeZone(name: string | undefined): string | undefined {
  if (!name || name.length > 64) return undefined
  try {
    return new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone
  } catch {
    return undefined
  }
}
