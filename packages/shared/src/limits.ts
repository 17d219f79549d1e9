// Rules' figures and texts the web app's first screens need, in a module without zod (which
// rules.ts brings): the error dialog is on every screen (apps/web/README.md, first visit).

export const IMAGE_TYPE_MESSAGE = 'Only JPEG, PNG, and WEBP formats are supported.'
export const SVN_MAX = 1_000_000

/** Finding people (PRODUCT.md §14): a query's length once trimmed, and the members of a page. */
export const SEARCH_QUERY_MAX = 50
export const SEARCH_PAGE_SIZE = 10
