import { useEffect, useRef, useState } from 'react'
import { isChunkLoadError, reloadOnce } from '../shared/lib/chunk-reload.ts'

/**
 * A part of the app that failed to download (usually: a new version was deployed while this tab
 * was open) reloads the page once; if it fails again the error shows.
 */
export function useReloadOnChunkError(error: unknown): boolean {
  const isChunkError = isChunkLoadError(error)
  const [reloading, setReloading] = useState(isChunkError)
  const attempted = useRef(false)
  useEffect(() => {
    if (!isChunkError || attempted.current) return
    attempted.current = true
    setReloading(reloadOnce())
  }, [isChunkError])
  return reloading
}
