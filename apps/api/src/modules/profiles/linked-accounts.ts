import type { Address } from '@memap/shared/address'
import { isUniqueViolation } from '../../db/dialect.ts'
import { conflict, notFound } from '../../errors.ts'
import type { ProfilesContext } from './context.ts'

/** Links a verified X or Telegram account; one account belongs to one wallet at a time. */
export const linkAccount =
  ({ repo }: ProfilesContext) =>
  async (wallet: Address, network: 'x' | 'telegram', id: string, handle: string) => {
    if (!(await repo.findByWallet(wallet)))
      throw notFound('no_memap', 'this wallet has no MeMap yet')
    const changes =
      network === 'x' ? { x: handle, x_id: id } : { telegram: handle, telegram_id: id }
    try {
      await repo.update(wallet, { ...changes, updated_at: new Date().toISOString() })
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw network === 'x'
          ? conflict('x_account_taken', 'this X account is linked to another MeMap')
          : conflict('telegram_account_taken', 'this Telegram account is linked to another MeMap')
      }
      throw error
    }
  }

/** Forgets the member's X or Telegram account. */
export const unlinkAccount =
  ({ repo }: ProfilesContext) =>
  async (wallet: Address, network: 'x' | 'telegram') => {
    const changes =
      network === 'x' ? { x: null, x_id: null } : { telegram: null, telegram_id: null }
    await repo.update(wallet, { ...changes, updated_at: new Date().toISOString() })
  }
