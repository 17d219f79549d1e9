import type { EmbeddedProfile } from '@memap/shared/profile'
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { prefetchProfile } from './prefetch-profile.ts'

const owner = '0x1111111111111111111111111111111111111111'
const visitor = '0x2222222222222222222222222222222222222222'

/** A page holding an embedded profile, which it loses when the app takes it. */
function pageWith(embedded: EmbeddedProfile) {
  let element: { textContent: string; remove(): void } | null = {
    textContent: JSON.stringify(embedded),
    remove: () => {
      element = null
    },
  }
  return {
    getElementById: (id: string) => (id === 'memap-profile' ? element : null),
  } as unknown as Pick<Document, 'getElementById'>
}

const info = { WalletAddr: owner, Name: 'Embedded Kim' } as unknown as EmbeddedProfile['info']

describe('prefetchProfile', () => {
  it('shows the embedded profile without asking the API, once', () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('no network here'))
    const queryClient = new QueryClient()
    const page = pageWith({ target: owner.toUpperCase().replace('0X', '0x'), viewer: null, info })
    prefetchProfile(queryClient, new URL(`http://x/memap?user=${owner}`), null, page)
    expect(queryClient.getQueryData(['user-info', owner, null])).toEqual(info)
    expect(fetch).not.toHaveBeenCalled()
    expect(page.getElementById('memap-profile')).toBeNull()
  })

  it('asks the API when the page embedded another viewer', () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise(() => {}))
    const queryClient = new QueryClient()
    const page = pageWith({ target: owner, viewer: null, info })
    prefetchProfile(queryClient, new URL(`http://x/memap?user=${owner}`), visitor, page)
    expect(queryClient.getQueryData(['user-info', owner, visitor])).toBeUndefined()
    expect(fetch).toHaveBeenCalledOnce()
    expect(String(fetch.mock.calls[0]?.[0])).toContain(`walletAddr=${visitor}`)
  })
})
