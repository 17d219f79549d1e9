import { z } from 'zod'

/**
 * What a text field must be, in JSON Schema's words: lengths in characters as a person counts
 * them (code points: an emoji is one), and a regular expression with Unicode semantics.
 */
export interface TextRules {
  minLength?: number
  maxLength?: number
  pattern?: string
}

/** NUL, which PostgreSQL's text cannot hold and no one types: refused in every text field. */
const NUL = '\\u0000'

/** The refusal of each rule broken, and of a value that is no text (`type`). */
type RuleMessages = Partial<Record<keyof TextRules | 'type', string>>

/**
 * A text field whose rules are written once: the server checks exactly `rules`, and the same
 * object is the field's schema in the OpenAPI document, so the two cannot differ. Refused with
 * the message of the first rule broken (lengths first, so a pattern never runs on huge input).
 */
export function text(rules: TextRules, messages: RuleMessages = {}) {
  const pattern = rules.pattern === undefined ? undefined : new RegExp(rules.pattern, 'u')
  return z
    .string(messages.type === undefined ? undefined : { error: messages.type })
    .check((context) => {
      const length = [...context.value].length
      const broken =
        rules.minLength !== undefined && length < rules.minLength
          ? (messages.minLength ?? `must be at least ${rules.minLength} characters`)
          : rules.maxLength !== undefined && length > rules.maxLength
            ? (messages.maxLength ?? `must be at most ${rules.maxLength} characters`)
            : context.value.includes('\u0000')
              ? 'must not hold the NUL character (U+0000)'
              : pattern && !pattern.test(context.value)
                ? (messages.pattern ?? 'is not in the expected form')
                : undefined
      if (broken) context.issues.push({ code: 'custom', message: broken, input: context.value })
    })
    .meta({ ...rules, not: { pattern: NUL } })
}

/** A pattern of text that, once trimmed of white space, is `min` to `max` characters long. */
export const trimmedLength = (min: number, max?: number) =>
  `^\\s*\\S(?:[\\s\\S]{${Math.max(0, min - 2)},${max === undefined ? '' : max - 2}}\\S)${min > 1 ? '' : '?'}\\s*$`

/** A pattern of the whole numbers 0 to `max` in decimal, without leading zeros. */
export function decimalUpTo(max: number): string {
  const digits = String(max)
  const shorter = digits.length > 1 ? [`[1-9]\\d{0,${digits.length - 2}}`, '0'] : []
  const same = [...digits].map((digit, at) => {
    const head = digits.slice(0, at)
    const low = at === 0 && digits.length > 1 ? 1 : 0
    const rest = digits.length - at - 1
    if (Number(digit) <= low) return undefined
    return `${head}[${low}-${Number(digit) - 1}]\\d{${rest}}`
  })
  return `(?:${[...shorter, ...same.filter(Boolean), digits].join('|')})`
}
