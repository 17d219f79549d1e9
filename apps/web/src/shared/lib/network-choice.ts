import { z } from 'zod'

/**
 * Spec §2, /findnetwork: the network a tag of the identity graph opened, `{ network, address }`
 * (its name and ObjectId), from the route state or, after a reload, from session storage.
 */
export type NetworkChoice = { network: string; address: string }

const NETWORK_CHOICE_KEY = 'memap:findnetwork'
const networkChoiceSchema = z.object({ network: z.string().min(1), address: z.string().min(1) })

export function saveNetworkChoice(choice: NetworkChoice): void {
  try {
    sessionStorage.setItem(NETWORK_CHOICE_KEY, JSON.stringify(choice))
  } catch {
    // Storage off or full: the route state still carries the choice.
  }
}

/** The route state's choice, else the one kept in session storage, else null. */
export function readNetworkChoice(routeState: unknown): NetworkChoice | null {
  const fromState = networkChoiceSchema.safeParse(routeState)
  if (fromState.success) return fromState.data
  try {
    const stored = sessionStorage.getItem(NETWORK_CHOICE_KEY)
    if (stored === null) return null
    const parsed = networkChoiceSchema.safeParse(JSON.parse(stored))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}
