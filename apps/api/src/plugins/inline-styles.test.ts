import { describe, expect, it } from 'vitest'
import { stylesheetsInline } from './inline-styles.ts'

describe('stylesheets in a rendered page', () => {
  const sheets: Record<string, string> = { '/assets/a-1.css': 'a{color:red}' }
  const read = (href: string) => sheets[href]

  it('puts each stylesheet the build has in the page, and keeps its tag disabled', () => {
    const page = '<link rel="stylesheet" crossorigin href="/assets/a-1.css">'
    expect(stylesheetsInline(page, read)).toBe(
      '<style data-href="/assets/a-1.css">a{color:red}</style><link rel="stylesheet" crossorigin href="/assets/a-1.css" disabled>',
    )
  })

  it('leaves a stylesheet it cannot read, or not of the build, as a link', () => {
    const missing = '<link rel="stylesheet" crossorigin href="/assets/b-2.css">'
    const elsewhere = '<link rel="stylesheet" crossorigin href="https://cdn.example/a.css">'
    expect(stylesheetsInline(missing + elsewhere, read)).toBe(missing + elsewhere)
  })
})
