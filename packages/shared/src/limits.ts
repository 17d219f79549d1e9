// Rules' figures and texts the web app's first screens need, in a module without zod (which
// rules.ts brings): the error dialog is on every screen (apps/web/README.md, first visit).

export const IMAGE_TYPE_MESSAGE = 'Only JPEG, PNG, and WEBP formats are supported.'
export const SVN_MAX = 1_000_000
