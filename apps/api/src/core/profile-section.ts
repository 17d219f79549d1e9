import type { Address } from '@memap/shared/address'
import type { UserInfo } from '@memap/shared/profile'
import type { AliasableExpression, Expression } from 'kysely'
import type { UserTable } from '../db/schema.ts'

// The shape of a module's part of a profile. It lives below the modules so that a module that adds
// a section defines it without importing the profiles module, which is handed the sections by
// app.ts (docs/ARCHITECTURE.md, "Import rules are enforced").

/** Whose profile, whether its owner looks at it, and on which Seoul day. */
export interface ProfileView {
  target: Address
  /** True only when the viewer is the profile's owner. */
  ownerIsViewing: boolean
  day: string
}

/** The same viewing as SQL: the columns of the one row the profile query binds for each read. */
export interface ProfileViewColumns {
  target: Expression<Address>
  day: Expression<string>
}

/** A member looking at another's profile, as SQL. */
export interface ViewerColumns {
  target: Expression<Address>
  viewer: Expression<Address>
}

type ValuesAsSql<Values, View> = (view: View) => {
  [Name in keyof Values]: AliasableExpression<Values[Name]>
}

/**
 * What one module adds to a profile that every viewer sees alike (emotion, badges, the day's
 * likes...). A section names the values it needs as SQL over the viewing's columns (subqueries
 * of its own tables), and the profiles module reads every section's values in the one query that
 * reads the profile, built and compiled once: one round trip per profile however many modules
 * add to it, and the profiles module still never names another module's tables. The answer is
 * cached until the target's wallet changes (docs/ARCHITECTURE.md, "Profiles"), so every write
 * to a section's tables records a change of the target's wallet.
 */
export interface ProfileSection<Values extends Record<string, unknown>> {
  values: ValuesAsSql<Values, ProfileViewColumns>
  toInfo(values: Values, view: ProfileView & { user: UserTable }): Partial<UserInfo>
}

/**
 * What one module adds to a profile for one viewer (friendship, blocks), read in one query per
 * viewer and target and cached until either wallet changes: every write to a viewer section's
 * tables records a change of both wallets. Nobody, or the owner, viewing gets the defaults.
 */
export interface ViewerSection<Values extends Record<string, unknown>> {
  values: ValuesAsSql<Values, ViewerColumns>
  toInfo(values: Values): Partial<Omit<UserInfo, 'IdentityGraph'>>
}

/** Checks a section and infers the types of its values (a scalar subquery may give null). */
export const defineProfileSection = <Values extends Record<string, unknown>>(
  section: ProfileSection<Values>,
) => section

/** Checks a viewer section and infers the types of its values. */
export const defineViewerSection = <Values extends Record<string, unknown>>(
  section: ViewerSection<Values>,
) => section
