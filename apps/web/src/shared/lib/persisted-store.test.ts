import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { createPersistedStore, type PersistStorage } from './persisted-store.ts'

const schema = z.object({ count: z.number(), label: z.string() })
type State = z.infer<typeof schema>
const parse = (stored: unknown): State | null => schema.safeParse(stored).data ?? null
const initialState: State = { count: 0, label: 'none' }

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial))
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      items.set(key, value)
    },
    removeItem: (key: string) => {
      items.delete(key)
    },
    items,
  } satisfies PersistStorage & { items: Map<string, string> }
}

/** An async storage whose read answers only when `answer` is called. */
function slowStorage() {
  let answer: (value: string | null) => void = () => {}
  const storage: PersistStorage = {
    getItem: () =>
      new Promise<string | null>((resolve) => {
        answer = resolve
      }),
    setItem: vi.fn(),
    removeItem: vi.fn(),
  }
  return { storage, answer: (value: string | null) => answer(value) }
}

const create = (storage: PersistStorage | undefined, timeoutMs = 5000) =>
  createPersistedStore({ key: 'persist:root', initialState, parse, storage, timeoutMs })

describe('createPersistedStore', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('rehydrates a stored state at once from a synchronous storage', () => {
    const storage = memoryStorage({ 'persist:root': JSON.stringify({ count: 3, label: 'x' }) })
    const store = create(storage)
    expect(store.isHydrated()).toBe(true)
    expect(store.getState()).toEqual({ count: 3, label: 'x' })
  })

  it('saves every change under its key and tells subscribers', () => {
    const storage = memoryStorage()
    const store = create(storage)
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)

    store.setState({ count: 1 })
    store.setState((state) => ({ ...state, label: `n${state.count}` }))

    expect(store.getState()).toEqual({ count: 1, label: 'n1' })
    expect(JSON.parse(storage.items.get('persist:root') ?? '')).toEqual({ count: 1, label: 'n1' })
    expect(listener).toHaveBeenCalledTimes(2)
    unsubscribe()
    store.reset()
    expect(listener).toHaveBeenCalledTimes(2)
    expect(JSON.parse(storage.items.get('persist:root') ?? '')).toEqual(initialState)
  })

  it.each([
    ['corrupt JSON', '{nope'],
    ['an old shape', JSON.stringify({ count: 'three' })],
  ])('ignores %s', (_what, stored) => {
    const store = create(memoryStorage({ 'persist:root': stored }))
    expect(store.isHydrated()).toBe(true)
    expect(store.getState()).toEqual(initialState)
  })

  it('works without any storage', () => {
    const store = create(undefined)
    store.setState({ count: 2 })
    expect(store.getState().count).toBe(2)
  })

  it('keeps going when the storage throws', () => {
    const store = create({
      getItem: () => {
        throw new DOMException('denied', 'SecurityError')
      },
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError')
      },
      removeItem: () => {},
    })
    expect(store.isHydrated()).toBe(true)
    store.setState({ count: 5 })
    expect(store.getState().count).toBe(5)
  })

  it('waits for an async storage, then rehydrates', async () => {
    const { storage, answer } = slowStorage()
    const store = create(storage)
    expect(store.isHydrated()).toBe(false)
    expect(store.getState()).toEqual(initialState)

    answer(JSON.stringify({ count: 7, label: 'late' }))
    await store.hydrated
    expect(store.isHydrated()).toBe(true)
    expect(store.getState()).toEqual({ count: 7, label: 'late' })
  })

  it('gives up rehydrating after the timeout and ignores a later answer', async () => {
    vi.useFakeTimers()
    const { storage, answer } = slowStorage()
    const store = create(storage, 5000)
    const listener = vi.fn()
    store.subscribe(listener)

    await vi.advanceTimersByTimeAsync(4999)
    expect(store.isHydrated()).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await store.hydrated
    expect(store.isHydrated()).toBe(true)
    expect(listener).toHaveBeenCalledOnce()

    answer(JSON.stringify({ count: 9, label: 'too late' }))
    await vi.runAllTimersAsync()
    expect(store.getState()).toEqual(initialState)
  })

  it('lets a change made before rehydration win over the stored state', async () => {
    const { storage, answer } = slowStorage()
    const store = create(storage)
    store.setState({ label: 'mine' })
    answer(JSON.stringify({ count: 7, label: 'stored' }))
    await store.hydrated
    expect(store.getState()).toEqual({ count: 0, label: 'mine' })
  })
})
