import type { Address } from '@memap/shared/address'
import type { UserInfo } from '@memap/shared/profile'
import type { AliasableExpression, Expression } from 'kysely'
import type { UserTable } from '../db/schema.ts'

// The shape of a module's part of a profile. It lives below the modules so that a module that adds
// a section defines it without importing the profiles module, which is handed the sections by
// app.ts (docs/ARCHITECTURE.md, "Import rules are enforced").

/** Whose profile, who looks at it, and on which Seoul day. */
export interface ProfileView {
  target: Address
  /** The signed-in wallet that views the profile, if any. */
  viewer: Address | undefined
  /** True only when the viewer is the profile's owner. */
  ownerIsViewing: boolean
  day: string
}

/** The same viewing as SQL: the columns of the one row the profile query binds for each read. */
export interface ProfileViewColumns {
  target: Expression<Address>
  /** The viewer, or the target when nobody is named (nobody is their own friend). */
  viewer: Expression<Address>
  day: Expression<string>
}

/**
 * What one module adds to a profile as a viewer sees it (emotion, friendship, badges...). A
 * section names the values it needs as SQL over the viewing's columns (subqueries of its own
 * tables), and the profiles module reads every section's values in the one query that reads the
 * profile, built and compiled once: one round trip per profile however many modules add to it,
 * and the profiles module still never names another module's tables.
 */
export interface ProfileSection<Values extends Record<string, unknown>> {
  values(view: ProfileViewColumns): { [Name in keyof Values]: AliasableExpression<Values[Name]> }
  toInfo(values: Values, view: ProfileView & { user: UserTable }): Partial<UserInfo>
}

/** Checks a section and infers the types of its values (a scalar subquery may give null). */
export const defineProfileSection = <Values extends Record<string, unknown>>(
  section: ProfileSection<Values>,
) => section
