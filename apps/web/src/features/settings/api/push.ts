import type { Address } from '@memap/shared/address'
import * as pushCalls from '@memap/shared/endpoints/push'
import type { PushKind } from '@memap/shared/push'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../shared/lib/api-client.ts'
import { usePublicConfig } from '../../../shared/lib/public-config.ts'
import {
  currentDeviceSubscription,
  isForKey,
  subscribeDevice,
  unsubscribeDevice,
} from '../lib/device-push.ts'

// Web Push for the signed-in wallet (PRODUCT.md §2, /settings): this device's subscription, what it receives,
// the quiet hours and a test push, on the server (`/v0/push/...`) and in the browser.

const PUSH_KEY = 'push'

/**
 * This device as the server and the browser know it: its kinds when both hold it, made with the
 * server's present key, else null (off: turning it on again subscribes anew).
 */
export function usePushDevice(walletAddr: Address) {
  const { pushPublicKey } = usePublicConfig()
  return useQuery(
    queryOptions({
      queryKey: [PUSH_KEY, 'device', walletAddr, pushPublicKey],
      queryFn: async ({ signal }) => {
        const [listed, subscription] = await Promise.all([
          api.call(pushCalls.pushSubscriptions, { query: { walletAddr }, signal }),
          currentDeviceSubscription(),
        ])
        const current = listed.find((device) => device.Current)
        const usable = subscription && pushPublicKey && isForKey(subscription, pushPublicKey)
        return current && usable ? { kinds: current.Kinds } : null
      },
    }),
  )
}

/** Turns this device's notifications on with `kinds`, or changes the kinds it receives. */
export function useSubscribeDevice(walletAddr: Address) {
  const queryClient = useQueryClient()
  const { pushPublicKey } = usePublicConfig()
  return useMutation({
    mutationFn: async (kinds: readonly PushKind[]) => {
      if (pushPublicKey === null) throw new Error('this server sends no notifications')
      const { subscription, replaced } = await subscribeDevice(pushPublicKey)
      const { endpoint, keys } = subscription
      if (!endpoint || !keys?.p256dh || !keys.auth) {
        throw new Error('the browser gave a subscription without its endpoint or keys')
      }
      if (replaced) {
        await api.call(pushCalls.pushUnsubscribe, { body: { walletAddr, endpoint: replaced } })
      }
      return api.call(pushCalls.pushSubscribe, {
        body: {
          walletAddr,
          subscription: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } },
          types: [...kinds],
        },
      })
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [PUSH_KEY, 'device'] }),
  })
}

/** Turns this device's notifications off, on the server and in the browser. */
export function useUnsubscribeDevice(walletAddr: Address) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => {
      const endpoint = await unsubscribeDevice()
      if (endpoint) await api.call(pushCalls.pushUnsubscribe, { body: { walletAddr, endpoint } })
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [PUSH_KEY, 'device'] }),
  })
}

/** Asks the server to send this device a test notification. */
export function useTestPush(walletAddr: Address) {
  return useMutation({
    mutationFn: () => api.call(pushCalls.pushTest, { body: { walletAddr } }),
  })
}

const settingsOptions = (walletAddr: Address) =>
  queryOptions({
    queryKey: [PUSH_KEY, 'settings', walletAddr],
    queryFn: ({ signal }) => api.call(pushCalls.pushSettings, { query: { walletAddr }, signal }),
  })

/** The wallet's quiet hours, and the zone they are in. */
export function usePushSettings(walletAddr: Address) {
  return useQuery(settingsOptions(walletAddr))
}

export type QuietHours = { from: string; to: string } | null

/** Saves the quiet hours in this browser's time zone. */
export function useSaveQuietHours(walletAddr: Address) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (quietHours: QuietHours) =>
      api.call(pushCalls.updatePushSettings, {
        body: {
          walletAddr,
          quietHours,
          timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        },
      }),
    onSuccess: (saved) => queryClient.setQueryData(settingsOptions(walletAddr).queryKey, saved),
  })
}
