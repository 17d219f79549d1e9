import { percentile, versus } from './stats.ts'

/** A figure beside its target, as `versus` writes it. */
interface Goal {
  value: number
  target: number
  direction: '<=' | '>='
  met: boolean
}

const isGoal = (value: unknown): value is Goal =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Goal).value === 'number' &&
  typeof (value as Goal).target === 'number' &&
  ((value as Goal).direction === '<=' || (value as Goal).direction === '>=')

/** What names an element of a list of results: its database, page or name, else its place. */
function labelOf(element: unknown, index: number): string {
  if (typeof element === 'object' && element !== null) {
    const { database, page, name } = element as Record<string, unknown>
    const label = [database, page, name].find((part) => typeof part === 'string')
    if (label) return label as string
  }
  return String(index)
}

/** Every goal in one run's results, by where it is (`sqlite.throughputRatio`, say). */
export function goalsOf(results: unknown, at = ''): Map<string, Goal> {
  const goals = new Map<string, Goal>()
  const add = (child: unknown, key: string) => {
    const where = at ? `${at}.${key}` : key
    if (isGoal(child)) goals.set(where, child)
    else for (const [path, goal] of goalsOf(child, where)) goals.set(path, goal)
  }
  if (Array.isArray(results)) {
    for (const [index, element] of results.entries()) add(element, labelOf(element, index))
  } else if (typeof results === 'object' && results !== null) {
    for (const [key, child] of Object.entries(results)) add(child, key)
  }
  return goals
}

/**
 * Each goal's median over the runs of one invocation (`--runs=N`), judged against its target, so
 * that a single slow minute of a shared machine does not decide; each run's value beside it.
 */
export function goalMedians(runs: unknown[]) {
  const byGoal = new Map<string, Goal[]>()
  for (const run of runs) {
    for (const [path, goal] of goalsOf(run)) byGoal.set(path, [...(byGoal.get(path) ?? []), goal])
  }
  return [...byGoal].map(([goal, seen]) => {
    const first = seen[0] as Goal
    const values = seen.map((one) => one.value)
    return { goal, ...versus(percentile(values, 50), first.target, first.direction), values }
  })
}
