import type { OwnedBadge } from '../../../shared/api/owned-badges.ts'

/** The chosen badges: those the user toggled, else those active now. */
export function activeIds(badges: readonly OwnedBadge[]): Set<number> {
  return new Set(badges.filter((badge) => badge.status).map((badge) => badge.badgeId))
}

/** Flips one badge in the selection, as a new set. */
export function toggle(selection: ReadonlySet<number>, badgeId: number): Set<number> {
  const next = new Set(selection)
  if (next.has(badgeId)) next.delete(badgeId)
  else next.add(badgeId)
  return next
}

/** PRODUCT.md §4: Save is enabled only when a badge was toggled and at least one badge exists. */
export function canSave(badgeCount: number, toggled: boolean): boolean {
  return toggled && badgeCount > 0
}

/** The ids to send to `POST /v0/badge/apply`, in the list's order. */
export function selectedIds(
  badges: readonly OwnedBadge[],
  selection: ReadonlySet<number>,
): number[] {
  return badges.map((badge) => badge.badgeId).filter((id) => selection.has(id))
}
