import { useMediaQuery } from './use-media-query.ts'

/** Whether the member asked their system for less motion: animations then show their end. */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)')
}
