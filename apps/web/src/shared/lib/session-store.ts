import { addressSchema } from '@memap/shared/address'
import { useSyncExternalStore } from 'react'
import { z } from 'zod'
import { createPersistedStore, type PersistStorage } from './persisted-store.ts'

// Spec §3, "Session state": address, name, emotionShow (default true) and the sign-up draft,
// persisted under 'persist:root' with a rehydration timeout of 5000 ms.
export const SESSION_STORAGE_KEY = 'persist:root'
export const SESSION_REHYDRATION_TIMEOUT_MS = 5000

const signUpDraftSchema = z.object({
  name: z.string(),
  /** The resized picture as a data URL, so the draft survives a reload. */
  imageSrc: z.string(),
  x: z.string(),
  telegram: z.string(),
  linkedin: z.string(),
  customUrl: z.string(),
  description: z.string(),
})
export type SignUpDraft = z.infer<typeof signUpDraftSchema>

const sessionStateSchema = z.object({
  /** The connected wallet that signed in; null when nobody did. */
  address: addressSchema.nullable(),
  name: z.string().nullable(),
  emotionShow: z.boolean(),
  signUp: signUpDraftSchema,
})
export type SessionState = z.infer<typeof sessionStateSchema>

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
  schema: sessionStateSchema,
  storage: safeLocalStorage(),
  timeoutMs: SESSION_REHYDRATION_TIMEOUT_MS,
})

/** A slice of the session state; re-renders when that slice changes. */
export function useSession<T>(select: (state: SessionState) => T): T {
  return useSyncExternalStore(sessionStore.subscribe, () => select(sessionStore.getState()))
}

export function useSessionHydrated(): boolean {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.isHydrated)
}

export function updateSignUpDraft(change: Partial<SignUpDraft>) {
  sessionStore.setState((state) => ({ ...state, signUp: { ...state.signUp, ...change } }))
}

/** Forgets who is signed in and the draft (landing, UnLink, a disconnect, a 401). */
export function clearSession() {
  sessionStore.reset()
}

function safeLocalStorage(): PersistStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    return undefined
  }
}
