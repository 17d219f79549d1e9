/** Shown in the landing page's footer and answered by `GET /v0/config`. */
export const VERSION_LABEL = 'Beta v1.0'
