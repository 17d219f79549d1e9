/** Which limit refused a stream. */
export type FullLimit = 'session' | 'wallet' | 'ip'

/**
 * The open streams of this instance, counted by session, by wallet and by client address (IP), so
 * that no cookie, no wallet (through many sessions) and no address can hold sockets, timers and
 * bus listeners without end. In memory, per instance (docs/OPERATIONS.md, "Limits").
 */
export class StreamSlots {
  private readonly bySession = new Map<string, number>()
  private readonly byWallet = new Map<string, number>()
  private readonly byIp = new Map<string, number>()

  constructor(readonly limits: { perSession: number; perWallet: number; perIp: number }) {}

  /**
   * Takes a slot for a new stream of `session` (signed in as `wallet`) from `ip`, or answers
   * which limit is full. The answer's `release` frees the slot; calling it again does nothing.
   */
  take(session: string, wallet: string, ip: string): { release: () => void } | FullLimit {
    if ((this.bySession.get(session) ?? 0) >= this.limits.perSession) return 'session'
    if ((this.byWallet.get(wallet) ?? 0) >= this.limits.perWallet) return 'wallet'
    if ((this.byIp.get(ip) ?? 0) >= this.limits.perIp) return 'ip'
    add(this.bySession, session, 1)
    add(this.byWallet, wallet, 1)
    add(this.byIp, ip, 1)
    let held = true
    return {
      release: () => {
        if (!held) return
        held = false
        add(this.bySession, session, -1)
        add(this.byWallet, wallet, -1)
        add(this.byIp, ip, -1)
      },
    }
  }

  /**
   * The streams open now, and the most that one session, one wallet and one address hold: what
   * the metrics show at a scrape, counted then rather than kept up as streams open and close.
   */
  usage(): { open: number; busiestSession: number; busiestWallet: number; busiestIp: number } {
    let open = 0
    for (const count of this.bySession.values()) open += count
    return {
      open,
      busiestSession: busiest(this.bySession),
      busiestWallet: busiest(this.byWallet),
      busiestIp: busiest(this.byIp),
    }
  }
}

/** Changes a count; a count of zero is dropped, so the maps hold only what is open. */
function add(counts: Map<string, number>, key: string, by: number) {
  const count = (counts.get(key) ?? 0) + by
  if (count > 0) counts.set(key, count)
  else counts.delete(key)
}

/** The largest count (a loop: a spread of many thousand counts would overflow the arguments). */
function busiest(counts: Map<string, number>): number {
  let most = 0
  for (const count of counts.values()) most = Math.max(most, count)
  return most
}
