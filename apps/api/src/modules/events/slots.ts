/**
 * The open streams of this instance, counted by session and by client address (IP), so that one
 * cookie or one address cannot hold sockets, timers and bus listeners without end. In memory, per
 * instance (docs/OPERATIONS.md, "Limits").
 */
export class StreamSlots {
  private readonly bySession = new Map<string, number>()
  private readonly byIp = new Map<string, number>()

  constructor(readonly limits: { perSession: number; perIp: number }) {}

  /**
   * Takes a slot for a new stream of `session` from `ip`, or answers which limit is full.
   * The answer's `release` frees the slot; calling it again does nothing.
   */
  take(session: string, ip: string): { release: () => void } | 'session' | 'ip' {
    if ((this.bySession.get(session) ?? 0) >= this.limits.perSession) return 'session'
    if ((this.byIp.get(ip) ?? 0) >= this.limits.perIp) return 'ip'
    add(this.bySession, session, 1)
    add(this.byIp, ip, 1)
    let held = true
    return {
      release: () => {
        if (!held) return
        held = false
        add(this.bySession, session, -1)
        add(this.byIp, ip, -1)
      },
    }
  }

  /**
   * The streams open now, and the most that one session and one address hold: what the metrics
   * show at a scrape, counted then rather than kept up as streams open and close.
   */
  usage(): { open: number; busiestSession: number; busiestIp: number } {
    let open = 0
    let busiestSession = 0
    for (const count of this.bySession.values()) {
      open += count
      busiestSession = Math.max(busiestSession, count)
    }
    let busiestIp = 0
    for (const count of this.byIp.values()) busiestIp = Math.max(busiestIp, count)
    return { open, busiestSession, busiestIp }
  }
}

/** Changes a count; a count of zero is dropped, so the maps hold only what is open. */
function add(counts: Map<string, number>, key: string, by: number) {
  const count = (counts.get(key) ?? 0) + by
  if (count > 0) counts.set(key, count)
  else counts.delete(key)
}
