import { useCallback, useEffect, useRef } from 'react'
import { useConfig } from 'wagmi'
import { connectionSettled, disconnectAll } from '../lib/disconnect.ts'

/**
 * Spec §2, landing: on load the wallet is disconnected, once wagmi's reconnect at start has
 * settled. Answers a function that calls it off, for when the user starts connecting first.
 */
export function useDisconnectOnLoad(): () => void {
  const config = useConfig()
  const calledOff = useRef(false)
  useEffect(() => {
    let active = true
    void connectionSettled(config).then(() => {
      if (active && !calledOff.current) void disconnectAll(config)
    })
    return () => {
      active = false
    }
  }, [config])
  return useCallback(() => {
    calledOff.current = true
  }, [])
}
