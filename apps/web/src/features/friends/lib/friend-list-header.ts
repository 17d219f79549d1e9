import { ECONOMY } from '@memap/shared/economy'

/**
 * Spec §2, /friendlist: the title '{name}'s Network'; on one's own list the header also shows
 * 'count / 20' (spec §9, the friend limit).
 */
export function friendListHeader(params: { name: string; own: boolean; count: number }): {
  title: string
  count: string | null
} {
  return {
    title: `${params.name}'s Network`,
    count: params.own ? `${params.count} / ${ECONOMY.friendLimit}` : null,
  }
}
