import type { z } from 'zod'

/**
 * The OpenAPI extension of a field the server checks against what only it knows (its domain,
 * its chain, a nonce it issued): no schema can state it, so the document says it in words.
 * A request refused for such a field is refused for its content, not its form.
 */
export const SERVER_CHECKS = 'x-server-checks'

/** `schema`, documented as checked by the server for `what`. */
export const checkedByServer = <T extends z.ZodType>(schema: T, what: string): T =>
  schema.meta({ [SERVER_CHECKS]: what, description: `Checked by the server: ${what}.` })
