// Every route of the /v0 API, by module: the API serves exactly these (contract.test.ts).

export * as account from './account.ts'
export * as albums from './albums.ts'
export * as auth from './auth.ts'
export * as badges from './badges.ts'
export * as emotions from './emotions.ts'
export * as friends from './friends.ts'
export * as moderation from './moderation.ts'
export * as notifications from './notifications.ts'
export * as points from './points.ts'
export * as profile from './profile.ts'
export * as social from './social.ts'
export * as system from './system.ts'
