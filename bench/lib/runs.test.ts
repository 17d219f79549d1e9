import { describe, expect, it } from 'vitest'
import { goalMedians } from './runs.ts'
import { versus } from './stats.ts'

describe('the goals of several runs', () => {
  const run = (sqlite: number, postgres: number, p99: number) => [
    { database: 'sqlite', throughputRatio: { ...versus(sqlite, 0.6, '>='), rounds: [sqlite] } },
    {
      database: 'postgres',
      throughputRatio: versus(postgres, 0.5, '>='),
      p99: versus(p99, 10, '<='),
    },
  ]

  it('judges each goal by its median, naming it by database, with every run beside it', () => {
    const medians = goalMedians([run(0.55, 0.52, 12), run(0.65, 0.4, 8), run(0.62, 0.51, 9)])
    expect(medians).toEqual([
      expect.objectContaining({
        goal: 'sqlite.throughputRatio',
        value: 0.62,
        met: true,
        values: [0.55, 0.65, 0.62],
      }),
      expect.objectContaining({ goal: 'postgres.throughputRatio', value: 0.51, met: true }),
      expect.objectContaining({ goal: 'postgres.p99', value: 9, target: 10, met: true }),
    ])
  })

  it('misses a goal that most runs miss, however well one run did', () => {
    const medians = goalMedians([run(0.9, 0.3, 30), run(0.5, 0.3, 11), run(0.4, 0.6, 5)])
    expect(medians.map(({ goal, met }) => [goal, met])).toEqual([
      ['sqlite.throughputRatio', false],
      ['postgres.throughputRatio', false],
      ['postgres.p99', false],
    ])
  })
})
