import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { nestsDeeperThan } from './json-depth.ts'

/** The nesting of a parsed JSON value: 0 for a scalar, 1 for `[]` or `{}`, and so on. */
const depthOf = (value: unknown): number =>
  value !== null && typeof value === 'object'
    ? 1 + Math.max(0, ...Object.values(value).map(depthOf))
    : 0

describe('the nesting of JSON text', () => {
  it('is counted as the parsed value nests, whatever its strings hold', () => {
    fc.assert(
      fc.property(
        fc.jsonValue({ maxDepth: 8 }),
        fc.integer({ min: 0, max: 10 }),
        (value, limit) => {
          const text = JSON.stringify(value)
          expect(nestsDeeperThan(text, limit)).toBe(depthOf(value) > limit)
        },
      ),
    )
  })

  it('counts no bracket inside a string, escaped quotes included', () => {
    expect(nestsDeeperThan(JSON.stringify({ a: '[[[[\\"[[[[' }), 2)).toBe(false)
    expect(nestsDeeperThan(`${'['.repeat(20_000)}${']'.repeat(20_000)}`, 32)).toBe(true)
  })
})
