import { describe, expect, it, vi } from 'vitest'
import { CHUNK_RELOAD_KEY, isChunkLoadError, reloadOnce } from './chunk-reload.ts'

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial))
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      items.set(key, value)
    },
    items,
  }
}

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://memap.app/assets/album-Bx1.js',
    'error loading dynamically imported module: https://memap.app/assets/album-Bx1.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/album-Bx1.css',
  ])('recognises %s', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true)
  })

  it('recognises a ChunkLoadError by name', () => {
    const error = new Error('Loading chunk 7 failed.')
    error.name = 'ChunkLoadError'
    expect(isChunkLoadError(error)).toBe(true)
  })

  it.each([
    new Error('Cannot read properties of undefined'),
    new TypeError('Failed to fetch'),
    'Failed to fetch dynamically imported module',
    undefined,
  ])('ignores other errors (%s)', (error) => {
    expect(isChunkLoadError(error)).toBe(false)
  })
})

describe('reloadOnce', () => {
  it('reloads the first time and remembers it', () => {
    const storage = memoryStorage()
    const reload = vi.fn()

    expect(reloadOnce({ storage, reload })).toBe(true)
    expect(reload).toHaveBeenCalledOnce()
    expect(storage.items.has(CHUNK_RELOAD_KEY)).toBe(true)
  })

  it('never reloads a second time in the same session', () => {
    const storage = memoryStorage()
    const reload = vi.fn()

    reloadOnce({ storage, reload })
    expect(reloadOnce({ storage, reload })).toBe(false)
    expect(reloadOnce({ storage, reload })).toBe(false)
    expect(reload).toHaveBeenCalledOnce()
  })

  it('does not reload after a reload remembered from before the page loaded', () => {
    const storage = memoryStorage({ [CHUNK_RELOAD_KEY]: '1700000000000' })
    const reload = vi.fn()

    expect(reloadOnce({ storage, reload })).toBe(false)
    expect(reload).not.toHaveBeenCalled()
  })

  it('does not reload when the flag cannot be stored (it could loop)', () => {
    const reload = vi.fn()
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError')
      },
    }

    expect(reloadOnce({ storage, reload })).toBe(false)
    expect(reloadOnce({ storage: null, reload })).toBe(false)
    expect(reload).not.toHaveBeenCalled()
  })
})
