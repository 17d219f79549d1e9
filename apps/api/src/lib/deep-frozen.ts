/**
 * `value` frozen all the way down (objects and arrays), and returned. A frozen answer's data is
 * written once and its text reused for as long as the object lives (plugins/answer-serializer.ts),
 * so what a cache hands out to many requests is frozen: nothing can change it after it was written.
 */
export function deepFrozen<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFrozen(inner)
    Object.freeze(value)
  }
  return value
}
