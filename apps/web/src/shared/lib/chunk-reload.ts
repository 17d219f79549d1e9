/** sessionStorage key remembering that this tab already reloaded after a failed chunk load. */
export const CHUNK_RELOAD_KEY = 'memap:chunk-reload'

// What browsers and Vite say when a lazily loaded part of the app cannot be fetched, typically
// because a new deployment replaced the hashed file names the open tab still refers to.
const CHUNK_ERROR_PATTERNS = [
  /failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /importing a module script failed/i, // Safari
  /unable to preload css/i, // Vite's preload helper
]

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  if (error.name === 'ChunkLoadError') return true
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(error.message))
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>

export type ReloadOnceOptions = {
  /** Defaults to sessionStorage; `null` when there is none. */
  storage?: StorageLike | null
  reload?: () => void
}

/**
 * Reloads the page once per tab session so the browser picks up the current deployment.
 * Returns true when it reloads, false when it already did (the caller then shows the error),
 * which keeps a chunk that is really missing from looping.
 */
export function reloadOnce({
  storage = safeSessionStorage(),
  reload = () => window.location.reload(),
}: ReloadOnceOptions = {}): boolean {
  // Without storage the reload could not be remembered, so it might loop: don't reload.
  if (!storage) return false
  try {
    if (storage.getItem(CHUNK_RELOAD_KEY) !== null) return false
    storage.setItem(CHUNK_RELOAD_KEY, String(Date.now()))
  } catch {
    return false
  }
  reload()
  return true
}

function safeSessionStorage(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage
  } catch {
    // Access can throw when storage is disabled.
    return null
  }
}
