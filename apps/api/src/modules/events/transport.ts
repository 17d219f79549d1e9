import type { Address } from '@memap/shared/address'
/**
 * How the news of a commit reaches every instance: `publish` sends the wallets that changed;
 * the transport calls `deliver` on every instance (the publishing one included) with them, and
 * `deliverAll` after it lost and regained its link (what was published meanwhile is not known).
 */
export interface Transport {
  publish(walletAddrs: Address[]): void
  close(): Promise<void>
}

export interface Delivery {
  deliver(walletAddrs: string[]): void
  deliverAll(): void
}
