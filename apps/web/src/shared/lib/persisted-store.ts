/** localStorage's shape; `getItem` may also answer later (an async storage). */
export type PersistStorage = {
  getItem: (key: string) => string | null | Promise<string | null>
  setItem: (key: string, value: string) => void
  removeItem: (key: string) => void
}

export type PersistedStore<T> = {
  getState: () => T
  setState: (update: Partial<T> | ((state: T) => T)) => void
  /** Back to the initial state, stored as such. */
  reset: () => void
  subscribe: (listener: () => void) => () => void
  isHydrated: () => boolean
  /** Resolves once the stored state was read, or the timeout passed without it. */
  hydrated: Promise<void>
}

export type PersistedStoreOptions<T> = {
  key: string
  initialState: T
  /** The stored value as a `T`, or null when it is not one (old or corrupt): then it is ignored. */
  parse: (stored: unknown) => T | null
  storage: PersistStorage | undefined
  /** Stop waiting for the stored state after this long and go on with the initial one. */
  timeoutMs: number
}

/**
 * A small store for `useSyncExternalStore`, saved as JSON under `key` on every change.
 * Reading back ("rehydration") that does not finish within `timeoutMs` is given up, and a
 * change made before it finished wins over the stored state.
 */
export function createPersistedStore<T extends object>({
  key,
  initialState,
  parse,
  storage,
  timeoutMs,
}: PersistedStoreOptions<T>): PersistedStore<T> {
  let state = initialState
  let hydrated = false
  let changed = false
  const listeners = new Set<() => void>()

  const emit = () => {
    for (const listener of listeners) listener()
  }

  const save = () => {
    try {
      storage?.setItem(key, JSON.stringify(state))
    } catch {
      // Full or disabled storage: the state still lives for this page.
    }
  }

  const restore = (stored: string | null) => {
    if (hydrated) return
    hydrated = true
    if (changed || stored === null) return emit()
    state = parse(safeJson(stored)) ?? state
    emit()
  }

  let stored: string | null | Promise<string | null> = null
  try {
    stored = storage?.getItem(key) ?? null
  } catch {
    stored = null
  }

  const hydration: Promise<void> =
    stored instanceof Promise
      ? new Promise<void>((resolve) => {
          const timer = setTimeout(() => {
            restore(null)
            resolve()
          }, timeoutMs)
          stored.then(
            (value) => restore(value),
            () => restore(null),
          )
          stored.finally(() => {
            clearTimeout(timer)
            resolve()
          })
        })
      : Promise.resolve(restore(stored))

  return {
    getState: () => state,
    setState(update) {
      state = typeof update === 'function' ? update(state) : { ...state, ...update }
      changed = true
      save()
      emit()
    },
    reset() {
      state = initialState
      changed = true
      save()
      emit()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    isHydrated: () => hydrated,
    hydrated: hydration,
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
