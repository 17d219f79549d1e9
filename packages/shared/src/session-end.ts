// No import: the landing, in every visitor's first download, reads it.
/**
 * Why a device's session cookie no longer signs it in, in the words of the 401 it gets (its code,
 * `session_revoked` or `session_expired`, is what the app reads): ended from
 * another device (a revoke, "Sign out everywhere else", a suspension), or run out. The app says so
 * on the next screen rather than leaving a member wondering why they are on the welcome page.
 */
export const SESSION_ENDED = {
  revoked: 'this device was signed out from another one',
  expired: 'the session expired',
} as const
export type SessionEnd = keyof typeof SESSION_ENDED
