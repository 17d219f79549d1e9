/**
 * A bounded in-process cache of what was read about wallets, emptied of a wallet when it changes
 * (`drop`, fed by the event bus: docs/ARCHITECTURE.md, "Live events").
 *
 * A read that raced a write cannot leave a stale value behind: `begin()` is taken before the
 * read, `set` stores the value with it, and `get` answers a value only if its wallet was not
 * dropped since its read began. The drops are remembered for the last `max` wallets dropped;
 * a value older than the oldest drop remembered is treated as stale (a miss, never an error).
 */
export class WalletCache<Value> {
  private readonly entries = new Map<string, Entry<Value>>()
  /** Each wallet's last drop, oldest first. */
  private readonly drops = new Map<string, number>()
  private clock = 0
  /** How many times an entry was put last (the age of an entry's place in the order). */
  private stored = 0
  /** Values read before this may have been dropped by a drop no longer remembered. */
  private forgottenUpTo = 0

  constructor(private readonly max: number) {}

  /** Taken before a read whose result will be `set`. */
  begin(): number {
    return this.clock
  }

  /** The value under `key` if it is still current (and not past `until`, if it had one). */
  get(key: string, now = Date.now()): Value | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (
      entry.readAt < this.forgottenUpTo ||
      this.droppedSince(entry) ||
      (entry.until !== undefined && now >= entry.until)
    ) {
      this.entries.delete(key)
      return undefined
    }
    // The most recently used last: the first in the map is the one to evict. Moved only once it
    // has aged past half the cache (a move costs a delete and an insert): a value read at least
    // that often is never evicted, and a hot value is not moved on every read.
    if (this.stored - entry.storedAt >= this.max / 2) this.store(key, entry)
    return entry.value
  }

  /** Whether a wallet of `entry` was dropped after its read began (a loop: `get` is hot). */
  private droppedSince(entry: Entry<Value>): boolean {
    for (const wallet of entry.wallets) {
      if ((this.drops.get(wallet) ?? 0) > entry.readAt) return true
    }
    return false
  }

  /**
   * Stores what was read since `readAt` (a `begin()`), current until one of `wallets` changes;
   * `until`: an expiry, in ms.
   */
  set(key: string, wallets: readonly string[], readAt: number, value: Value, until?: number) {
    this.store(key, { wallets, readAt, value, until, storedAt: 0 })
    if (this.entries.size > this.max) this.entries.delete(this.oldest(this.entries))
  }

  /** Puts `entry` last, as the most recently used. */
  private store(key: string, entry: Entry<Value>) {
    this.stored += 1
    entry.storedAt = this.stored
    this.entries.delete(key)
    this.entries.set(key, entry)
  }

  /** Forgets everything read of these wallets until now, and what a read in flight will store. */
  drop(wallets: Iterable<string>): void {
    for (const wallet of wallets) {
      this.clock += 1
      this.drops.delete(wallet)
      this.drops.set(wallet, this.clock)
      if (this.drops.size > this.max) {
        const oldest = this.oldest(this.drops)
        this.forgottenUpTo = this.drops.get(oldest) ?? this.clock
        this.drops.delete(oldest)
      }
    }
  }

  /** Forgets everything (the bus may have missed messages). */
  dropAll(): void {
    this.clock += 1
    this.forgottenUpTo = this.clock
    this.drops.clear()
    this.entries.clear()
  }

  private oldest(map: Map<string, unknown>): string {
    return map.keys().next().value as string
  }
}

interface Entry<Value> {
  wallets: readonly string[]
  readAt: number
  value: Value
  until: number | undefined
  /** When it was last put last (`stored`). */
  storedAt: number
}
