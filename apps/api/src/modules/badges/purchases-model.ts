/**
 * PRODUCT.md §13's badge purchases as plain bookkeeping, for purchases.model.test.ts: each
 * wallet's Whoom on chain, its badges, its signed purchase on its way, and the chain queue's jobs
 * in the order the worker sends them. No database, no chain, no hashes.
 */

export interface ModelBadge {
  id: number
  price: number
}

export interface ModelWallet {
  /** Whoom on chain. */
  balance: number
  owned: Set<number>
  /** The badge of the signed purchase on its way. */
  pending: ModelBadge | undefined
}

type QueuedJob =
  | { kind: 'signed'; wallet: number; badge: ModelBadge }
  | { kind: 'refund'; wallet: number; price: number }

/** What a purchase answers: the status, and for a payment from the wallet what became of it. */
export type Answer = { status: 200; outcome: 'owned' | 'refunded' | 'pending' } | { status: number }

export class PurchasesModel {
  readonly wallets: ModelWallet[]
  private queue: QueuedJob[] = []

  constructor(readonly start: number[]) {
    this.wallets = start.map((balance) => ({ balance, owned: new Set(), pending: undefined }))
  }

  of(w: number): ModelWallet {
    const wallet = this.wallets[w]
    if (!wallet) throw new Error(`no wallet w${w} in the model`)
    return wallet
  }

  get queueEmpty(): boolean {
    return this.queue.length === 0
  }

  /**
   * A payment from the wallet, mined and posted: the badge is granted, or, owned already, the
   * payment is used and refunded (a refund job, none for the free badge).
   */
  pay(w: number, badge: ModelBadge): Answer {
    const wallet = this.of(w)
    wallet.balance -= badge.price
    if (!wallet.owned.has(badge.id)) {
      wallet.owned.add(badge.id)
      return { status: 200, outcome: 'owned' }
    }
    if (badge.price > 0) this.queue.push({ kind: 'refund', wallet: w, price: badge.price })
    return { status: 200, outcome: 'refunded' }
  }

  /**
   * A permit asked for, signed and posted: refused (409, nothing queued) for a badge owned or while
   * a purchase of the wallet is on its way, refused (400) when the wallet's Whoom do not cover it,
   * else queued.
   */
  signed(w: number, badge: ModelBadge): Answer {
    const wallet = this.of(w)
    if (wallet.owned.has(badge.id) || wallet.pending) return { status: 409 }
    if (wallet.balance < badge.price) return { status: 400 }
    wallet.pending = badge
    this.queue.push({ kind: 'signed', wallet: w, badge })
    return { status: 200, outcome: 'pending' }
  }

  /**
   * The worker sends the queue, in order: a signed purchase whose badge was paid meanwhile fails
   * unsent, one whose Whoom were spent meanwhile too (the chain refuses its estimate); a refund
   * gives the price back.
   */
  send(): void {
    for (const job of this.queue) {
      const wallet = this.of(job.wallet)
      if (job.kind === 'refund') {
        wallet.balance += job.price
        continue
      }
      wallet.pending = undefined
      if (wallet.owned.has(job.badge.id) || wallet.balance < job.badge.price) continue
      wallet.balance -= job.badge.price
      wallet.owned.add(job.badge.id)
    }
    this.queue = []
  }

  /** After steps whose order the run does not decide: the wallet as the server has it. */
  adopt(w: number, found: { balance: number; owned: number[] }): void {
    const wallet = this.of(w)
    wallet.balance = found.balance
    wallet.owned = new Set(found.owned)
    wallet.pending = undefined
  }
}
