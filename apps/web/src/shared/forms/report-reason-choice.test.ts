import { REPORT_REASONS } from '@memap/shared/report-reasons'
import { describe, expect, it } from 'vitest'
import { i18n } from '../i18n/catalogs.ts'
import { REPORT_REASON_LABELS } from './report-reason-choice.tsx'

describe('the reasons of a report', () => {
  it("are the shared table's, in its order and words", () => {
    expect(REPORT_REASON_LABELS.map(([value, label]) => [value, i18n._(label)])).toEqual(
      Object.entries(REPORT_REASONS),
    )
  })
})
