/**
 * PRODUCT.md §2, /findnetwork: the network a tag of the identity graph opened, `{ network, address }`
 * (its name and ObjectId), from the route state or, after a reload, from session storage.
 */
export type NetworkChoice = { network: string; address: string }

export const NETWORK_CHOICE_KEY = 'memap:findnetwork'

export function saveNetworkChoice(choice: NetworkChoice): void {
  try {
    sessionStorage.setItem(NETWORK_CHOICE_KEY, JSON.stringify(choice))
  } catch {
    // Storage off or full: the route state still carries the choice.
  }
}

/** The route state's choice, else the one kept in session storage, else null. */
export function readNetworkChoice(routeState: unknown): NetworkChoice | null {
  if (isNetworkChoice(routeState)) return routeState
  try {
    const stored = sessionStorage.getItem(NETWORK_CHOICE_KEY)
    const parsed: unknown = stored === null ? null : JSON.parse(stored)
    return isNetworkChoice(parsed) ? parsed : null
  } catch {
    return null
  }
}

// Checked by hand, not with zod: the profile saves choices, and zod is no part of its download.
function isNetworkChoice(value: unknown): value is NetworkChoice {
  const { network, address } = (value ?? {}) as Partial<Record<keyof NetworkChoice, unknown>>
  return (
    typeof network === 'string' && network !== '' && typeof address === 'string' && address !== ''
  )
}
