import { z } from 'zod'
import type { RefusalCode } from './refusal-codes.ts'

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

/** The code a rule's refusal is answered with, where a screen explains it (else `invalid_field`). */
type RuleCodes = Partial<Record<keyof TextRules, RefusalCode>>

/**
 * A zod issue's `params` that give the API the refusal's code (apps/api/src/plugins/errors.ts):
 * a rule a screen explains in its own words has a code of its own.
 */
export const refusalParams = (code: RefusalCode | undefined) =>
  code === undefined ? undefined : { refusal: code }

/**
 * A text field whose rules are written once: the server checks exactly `rules`, and the same
 * object is the field's schema in the OpenAPI document, so the two cannot differ. Refused with
 * the message of the first rule broken (lengths first, so a pattern never runs on huge input).
 */
export function text(rules: TextRules, messages: RuleMessages = {}, codes: RuleCodes = {}) {
  const pattern = rules.pattern === undefined ? undefined : new RegExp(rules.pattern, 'u')
  return z
    .string(messages.type === undefined ? undefined : { error: messages.type })
    .check((context) => {
      const length = [...context.value].length
      const rule: keyof TextRules | 'nul' | undefined =
        rules.minLength !== undefined && length < rules.minLength
          ? 'minLength'
          : rules.maxLength !== undefined && length > rules.maxLength
            ? 'maxLength'
            : context.value.includes('\u0000')
              ? 'nul'
              : pattern && !pattern.test(context.value)
                ? 'pattern'
                : undefined
      if (rule === undefined) return
      const message =
        rule === 'nul'
          ? 'must not hold the NUL character (U+0000)'
          : (messages[rule] ??
            (rule === 'minLength'
              ? `must be at least ${rules.minLength} characters`
              : rule === 'maxLength'
                ? `must be at most ${rules.maxLength} characters`
                : 'is not in the expected form'))
      const params = refusalParams(rule === 'nul' ? undefined : codes[rule])
      context.issues.push({
        code: 'custom',
        message,
        input: context.value,
        ...(params ? { params } : {}),
      })
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
