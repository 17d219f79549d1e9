import type { Address } from '@memap/shared/address'
import { useSyncExternalStore } from 'react'
import { createPersistedStore, type PersistStorage } from './persisted-store.ts'
import { useRenderedFor } from './rendered-page.ts'
import { isWalletAddress } from './wallet-address.ts'

// PRODUCT.md §3, "Session state": address, name, emotionShow (default true) and the sign-up draft,
// persisted under 'persist:root' with a rehydration timeout of 5000 ms.
export const SESSION_STORAGE_KEY = 'persist:root'
export const SESSION_REHYDRATION_TIMEOUT_MS = 5000

export type SignUpDraft = {
  name: string
  /** The resized picture as a data URL, so the draft survives a reload. */
  imageSrc: string
  x: string
  telegram: string
  linkedin: string
  customUrl: string
  description: string
}

export type SessionState = {
  /** The connected wallet that signed in; null when nobody did. */
  address: Address | null
  name: string | null
  emotionShow: boolean
  signUp: SignUpDraft
}

export const EMPTY_SIGN_UP_DRAFT: SignUpDraft = {
  name: '',
  imageSrc: '',
  x: '',
  telegram: '',
  linkedin: '',
  customUrl: '',
  description: '',
}

const initialState: SessionState = {
  address: null,
  name: null,
  emotionShow: true,
  signUp: EMPTY_SIGN_UP_DRAFT,
}

export const sessionStore = createPersistedStore({
  key: SESSION_STORAGE_KEY,
  initialState,
  parse: parseSessionState,
  storage: safeLocalStorage(),
  timeoutMs: SESSION_REHYDRATION_TIMEOUT_MS,
})

/**
 * A slice of the session state; re-renders when that slice changes. A page the server rendered
 * renders first with the session it was rendered for (the wallet of the session cookie, the rest
 * as on a new device), then with this device's stored session.
 */
export function useSession<T>(select: (state: SessionState) => T): T {
  const viewer = useRenderedFor()?.viewer ?? null
  return useSyncExternalStore(
    sessionStore.subscribe,
    () => select(sessionStore.getState()),
    () => select(renderedSession(viewer)),
  )
}

export function useSessionHydrated(): boolean {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.isHydrated, () => true)
}

let lastRendered: { viewer: Address | null; state: SessionState } | undefined

/** The session a server-rendered page was rendered with; one object while its viewer is the same. */
function renderedSession(viewer: Address | null): SessionState {
  if (lastRendered?.viewer !== viewer) {
    lastRendered = { viewer, state: { ...initialState, address: viewer } }
  }
  return lastRendered.state
}

export function updateSignUpDraft(change: Partial<SignUpDraft>) {
  sessionStore.setState((state) => ({ ...state, signUp: { ...state.signUp, ...change } }))
}

/** Forgets who is signed in and the draft (landing, Unlink, a disconnect, a 401). */
export function clearSession() {
  sessionStore.reset()
}

/**
 * The stored state, if it has the right shape. Checked by hand, not with zod: the store is read
 * on every first visit, and zod is no part of that download (bench/RESULTS.md, "Landing weight"). The app wrote the value,
 * so a shape check is enough; the address comes from the wallet, already in checksum form.
 */
export function parseSessionState(stored: unknown): SessionState | null {
  const { address, name, emotionShow, signUp } = (stored ?? {}) as Record<string, unknown>
  const draft = (signUp ?? {}) as Record<string, unknown>
  const valid =
    (address === null || isWalletAddress(address)) &&
    (name === null || typeof name === 'string') &&
    typeof emotionShow === 'boolean' &&
    Object.keys(EMPTY_SIGN_UP_DRAFT).every((field) => typeof draft[field] === 'string')
  if (!valid) return null
  return {
    address: address as Address | null,
    name: name as string | null,
    emotionShow,
    signUp: Object.fromEntries(
      Object.keys(EMPTY_SIGN_UP_DRAFT).map((field) => [field, draft[field]]),
    ) as SignUpDraft,
  }
}

function safeLocalStorage(): PersistStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    return undefined
  }
}
