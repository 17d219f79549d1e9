import type { PublicConfig } from '@memap/shared/config'
import { useSyncExternalStore } from 'react'
import { WAGMI_STORAGE_KEY } from './lib/wagmi-storage-key.ts'
import type { WalletRuntime } from './lib/wallet-runtime.tsx'

// The wallet libraries (wagmi, viem, the connectors) are about a third of the app's code, and a
// visitor of the landing page or of a public profile needs none of them. They load when the user
// opens the wallet chooser, or at start when a stored connection or session needs them (bench/RESULTS.md,
// "Landing weight").
// This module is what the rest of the app knows of them before that: it imports no wallet code.

export type WalletLoad =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; runtime: WalletRuntime }
  | { status: 'failed'; error: Error }

type WalletStoreState = {
  load: WalletLoad
  chooserOpen: boolean
  /** Counts the openings of the chooser, so the landing knows a connect began after it loaded. */
  chooserOpenings: number
}

/** Where every page starts, and what a page rendered on the server was rendered with. */
let state: WalletStoreState = { load: { status: 'idle' }, chooserOpen: false, chooserOpenings: 0 }
let loading: Promise<WalletRuntime> | undefined
const listeners = new Set<() => void>()

function update(change: Partial<WalletStoreState>) {
  state = { ...state, ...change }
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Loads the wallet libraries and builds wagmi for this deployment, once; a failure may retry. */
export function loadWallet(publicConfig: PublicConfig): Promise<WalletRuntime> {
  if (state.load.status === 'ready') return Promise.resolve(state.load.runtime)
  if (!loading) {
    update({ load: { status: 'loading' } })
    loading = import('./lib/wallet-runtime.tsx')
      .then(({ createWalletRuntime }) => createWalletRuntime(publicConfig))
      .then(
        (runtime) => {
          update({ load: { status: 'ready', runtime } })
          return runtime
        },
        (cause: unknown) => {
          loading = undefined
          const error = cause instanceof Error ? cause : new Error(String(cause))
          update({ load: { status: 'failed', error } })
          throw error
        },
      )
  }
  return loading
}

export function useWalletLoad(): WalletLoad {
  // Hydration reads the server's snapshot: the load as it is, idle on the server, and ready in a
  // browser that loaded wagmi before taking a member's page over (main.tsx).
  return useSyncExternalStore(subscribe, currentLoad, currentLoad)
}

const currentLoad = () => state.load

/** The loaded wallet libraries, or null while they are not. */
export function useWalletRuntime(): WalletRuntime | null {
  const load = useWalletLoad()
  return load.status === 'ready' ? load.runtime : null
}

/** For code that runs after a connect, when the wallet libraries are loaded by definition. */
export function loadedWalletRuntime(): WalletRuntime {
  if (state.load.status !== 'ready') throw new Error('The wallet libraries are not loaded.')
  return state.load.runtime
}

/** Opens the wallet chooser, loading the wallet libraries first if need be. */
export function openWalletChooser(publicConfig: PublicConfig) {
  update({ chooserOpen: true, chooserOpenings: state.chooserOpenings + 1 })
  // A failure shows in the chooser's place (see ConnectWalletButton).
  loadWallet(publicConfig).catch(() => undefined)
}

export function closeWalletChooser() {
  update({ chooserOpen: false })
}

export function useWalletChooserOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => state.chooserOpen,
    () => false,
  )
}

export function isWalletChooserOpen(): boolean {
  return state.chooserOpen
}

export function walletChooserOpenings(): number {
  return state.chooserOpenings
}

/**
 * Whether wagmi stored a wallet connection in this browser: then wagmi must load at start to
 * restore it (or, on the landing page, to end it).
 */
export function hasStoredWalletConnection(): boolean {
  try {
    const stored = window.localStorage.getItem(WAGMI_STORAGE_KEY)
    if (!stored) return false
    const parsed = JSON.parse(stored) as { state?: { current?: unknown } }
    return parsed.state?.current != null
  } catch {
    return false
  }
}
