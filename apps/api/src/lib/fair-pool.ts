/**
 * Runs tasks with at most `slots` at once, one at a time per key, and the keys in turn: a key's
 * next task waits behind every other key that was already waiting, so that one key sending
 * many tasks delays nobody by more than one of its tasks a slot. (The image pipeline keys its
 * decodes by wallet: storage/images.ts.)
 */
export class FairPool {
  /** Each key's tasks not yet started, oldest first. */
  private readonly waiting = new Map<string, Array<() => void>>()
  /** The keys with a task running. */
  private readonly running = new Set<string>()
  /** The keys with tasks waiting and none running, in the order their turn comes. */
  private readonly turns: string[] = []

  constructor(private readonly slots: number) {
    if (!Number.isInteger(slots) || slots < 1) throw new Error('a pool needs at least one slot')
  }

  /** Runs `task` in `key`'s turn; answers what it answers. */
  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        // A task that throws at once fails its promise like one that rejects.
        Promise.resolve()
          .then(task)
          .then(resolve, reject)
          .finally(() => this.finished(key))
      }
      const queue = this.waiting.get(key)
      if (queue) queue.push(start)
      else {
        this.waiting.set(key, [start])
        if (!this.running.has(key)) this.turns.push(key)
      }
      this.startNext()
    })
  }

  /** How many tasks run and wait now (the metrics read it). */
  usage(): { running: number; waiting: number } {
    let waiting = 0
    for (const queue of this.waiting.values()) waiting += queue.length
    return { running: this.running.size, waiting }
  }

  private finished(key: string) {
    this.running.delete(key)
    // The key's next task goes behind every key already waiting.
    if (this.waiting.has(key)) this.turns.push(key)
    this.startNext()
  }

  private startNext() {
    while (this.running.size < this.slots && this.turns.length > 0) {
      const key = this.turns.shift() as string
      const queue = this.waiting.get(key) as Array<() => void>
      const start = queue.shift() as () => void
      if (queue.length === 0) this.waiting.delete(key)
      this.running.add(key)
      start()
    }
  }
}
