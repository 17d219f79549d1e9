import { describe, expect, it } from 'vitest'
import { REASON_TOO_SHORT, reasonInput, reasonSubmitNotice } from './reason.ts'

describe('the emotion reason', () => {
  it('is cut at 500 characters, counting letters', () => {
    expect(reasonInput('a'.repeat(500))).toEqual({ value: 'a'.repeat(500), cut: false })
    expect(reasonInput('가'.repeat(501))).toEqual({ value: '가'.repeat(500), cut: true })
  })

  it('needs at least 10 characters to be sent', () => {
    expect(reasonSubmitNotice('too short')).toBe(REASON_TOO_SHORT)
    expect(reasonSubmitNotice('          ')).toBe(REASON_TOO_SHORT)
    expect(reasonSubmitNotice('just right')).toBeNull()
  })
})
