import { describe, expect, it } from 'vitest'
import { isHttpUrl, telegramProfileUrl, truncateText, xProfileUrl } from './social-links.ts'

describe('truncateText', () => {
  it('keeps 15 characters or fewer as they are', () => {
    expect(truncateText('')).toBe('')
    expect(truncateText('https://a.io')).toBe('https://a.io')
    expect(truncateText('123456789012345')).toBe('123456789012345')
  })

  it('cuts longer text at 15 characters with an ellipsis', () => {
    expect(truncateText('1234567890123456')).toBe('123456789012345…')
    expect(truncateText('https://example.com/some/page')).toBe('https://example…')
  })

  it('counts code points, not UTF-16 units', () => {
    expect(truncateText('😀'.repeat(16))).toBe(`${'😀'.repeat(15)}…`)
  })
})

describe('isHttpUrl', () => {
  it('accepts http and https URLs', () => {
    expect(isHttpUrl('https://example.com')).toBe(true)
    expect(isHttpUrl('http://example.com/a?b=c')).toBe(true)
    expect(isHttpUrl('  https://example.com  ')).toBe(true)
  })

  it('refuses other schemes and non-URLs', () => {
    expect(isHttpUrl('')).toBe(false)
    expect(isHttpUrl('example.com')).toBe(false)
    expect(isHttpUrl('ftp://example.com')).toBe(false)
    expect(isHttpUrl('javascript:alert(1)')).toBe(false)
    expect(isHttpUrl('mailto:a@b.c')).toBe(false)
    expect(isHttpUrl('https://')).toBe(false)
  })
})

describe('profile URLs', () => {
  it('builds the X and Telegram links from handles', () => {
    expect(xProfileUrl('memap')).toBe('https://x.com/memap')
    expect(xProfileUrl('@memap')).toBe('https://x.com/memap')
    expect(telegramProfileUrl('memap_bot')).toBe('https://t.me/memap_bot')
  })
})
