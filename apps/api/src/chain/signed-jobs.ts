/**
 * Tells a request waiting in this process that the job it queued was signed, the moment the
 * worker has recorded it, instead of the request asking the database again and again. Several
 * instances share one queue: a job the worker of another instance signs is found by asking the
 * database (`signedTransactionHash`), less often.
 */
export class SignedJobs {
  private readonly waiting = new Map<string, Set<(hash: string) => void>>()

  /** The worker recorded these jobs' transactions (and their hashes). */
  announce(signed: Iterable<{ idempotencyKey: string; hash: string }>): void {
    for (const { idempotencyKey, hash } of signed) {
      for (const resolve of this.waiting.get(idempotencyKey) ?? []) resolve(hash)
      this.waiting.delete(idempotencyKey)
    }
  }

  /** Resolves with the job's hash when it is announced; `cancel` stops listening. */
  listen(idempotencyKey: string): { signed: Promise<string>; cancel: () => void } {
    let listener: ((hash: string) => void) | undefined
    const signed = new Promise<string>((resolve) => {
      listener = resolve
      const set = this.waiting.get(idempotencyKey) ?? new Set()
      set.add(resolve)
      this.waiting.set(idempotencyKey, set)
    })
    return {
      signed,
      cancel: () => {
        const set = this.waiting.get(idempotencyKey)
        if (!set || !listener) return
        set.delete(listener)
        if (set.size === 0) this.waiting.delete(idempotencyKey)
      },
    }
  }
}
