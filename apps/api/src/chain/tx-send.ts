import { BaseError, type Hex, HttpRequestError, type PublicClient, TimeoutError } from 'viem'

/** What a node made of a signed transaction handed to it. */
export type SendOutcome =
  /** Taken into its pool. */
  | 'sent'
  /** It has it already (in the pool or mined). */
  | 'known'
  /** Its bid is below what the next block asks: to be replaced with a higher one. */
  | 'underpriced'
  /** Another transaction of the signer took the nonce (or ours was mined meanwhile). */
  | 'nonce used'
  /** The node did not answer: sent again when it is back. */
  | 'unreachable'
  /** Refused for another reason (logged). */
  | 'refused'

const PATTERNS: [RegExp, SendOutcome][] = [
  [/already known|known transaction|already imported|already exists/i, 'known'],
  [/nonce too low|nonce has already been used|nonce is too low/i, 'nonce used'],
  [
    /less than block base fee|fee cap less than|feecap|underpriced|max fee per gas less than/i,
    'underpriced',
  ],
]

/** The text of an error and every cause under it: nodes word the same refusal differently. */
function wholeMessage(error: unknown): string {
  const parts: string[] = []
  let at: unknown = error
  while (at instanceof Error) {
    parts.push(at.message, (at as BaseError).details ?? '')
    at = at.cause
  }
  return parts.join(' | ')
}

/** Hands the signed bytes to the node and says what it made of them; never throws. */
export async function sendRaw(
  client: PublicClient,
  raw: Hex,
): Promise<{ outcome: SendOutcome; message?: string }> {
  try {
    await client.sendRawTransaction({ serializedTransaction: raw })
    return { outcome: 'sent' }
  } catch (error) {
    const message = wholeMessage(error)
    const unreachable =
      error instanceof BaseError &&
      error.walk((cause) => cause instanceof HttpRequestError || cause instanceof TimeoutError) !==
        null
    if (unreachable) return { outcome: 'unreachable', message }
    const known = PATTERNS.find(([pattern]) => pattern.test(message))
    return { outcome: known?.[1] ?? 'refused', message }
  }
}
