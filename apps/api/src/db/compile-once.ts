import type { Compilable, CompiledQuery } from 'kysely'
import type { Db } from './database.ts'

/** Marks a stand-in: no value the app binds starts with a NUL character. */
const STAND_IN_MARK = '\u0000compile-once:'

/**
 * A query that a hot path runs with new values again and again, built and compiled by Kysely
 * once. (Kysely builds and compiles a query at every run: on a profile read that was a third of
 * the CPU time, bench/RESULTS.md.) `build` gets a stand-in for each named value and uses it as
 * it would the value; each run binds the real values in the stand-ins' places.
 *
 * The SQL must not depend on the values themselves (no `if (value)` in `build`): it is compiled
 * with the stand-ins only. `StandIns` gives each stand-in its value's type (an `Address`, say):
 * it stands for the value in the SQL only.
 */
export function compileOnce<
  Name extends string,
  Row,
  StandIns extends Record<Name, unknown> = Record<Name, string>,
>(
  db: Db,
  names: readonly Name[],
  build: (standIn: StandIns) => Compilable<Row>,
): (values: Record<Name, unknown>, on?: Db) => Promise<Row[]> {
  const standIns = Object.fromEntries(
    names.map((name) => [name, `${STAND_IN_MARK}${name}`]),
  ) as StandIns
  const compiled: CompiledQuery<Row> = build(standIns).compile()
  const slots = compiled.parameters.map((parameter) =>
    typeof parameter === 'string' && parameter.startsWith(STAND_IN_MARK)
      ? (parameter.slice(STAND_IN_MARK.length) as Name)
      : undefined,
  )
  const missing = names.filter((name) => !slots.includes(name))
  if (missing.length > 0) throw new Error(`the query never uses ${missing.join(', ')}`)

  // `on`: where to run it, when not on `db` (a transaction of it, say).
  return async (values, on = db) => {
    const parameters = compiled.parameters.map((parameter, index) => {
      const name = slots[index]
      return name === undefined ? parameter : values[name]
    })
    return (await on.executeQuery<Row>({ ...compiled, parameters })).rows
  }
}
