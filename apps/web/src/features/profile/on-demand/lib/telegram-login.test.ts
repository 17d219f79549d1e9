import { describe, expect, it } from 'vitest'
import {
  hashWithoutAuthResult,
  readTelegramAuthResult,
  telegramLoginUrl,
  telegramPopupFeatures,
} from './telegram-login.ts'

/** As Telegram writes it: base64url of the UTF-8 JSON, without padding. */
const encode = (value: unknown) =>
  Buffer.from(JSON.stringify(value), 'utf8')
    .toString('base64')
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

const login = {
  id: 4242,
  first_name: 'Ёлка 🎄',
  username: 'yolka',
  auth_date: 1_763_800_000,
  hash: 'ab'.repeat(32),
}

describe('telegramLoginUrl', () => {
  it("opens Telegram's login page for the bot, returning to the app", () => {
    const url = new URL(
      telegramLoginUrl('123456', 'https://memap.example', 'https://memap.example/memap'),
    )
    expect(url.origin + url.pathname).toBe('https://oauth.telegram.org/auth')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      bot_id: '123456',
      origin: 'https://memap.example',
      request_access: 'write',
      return_to: 'https://memap.example/memap',
    })
  })
})

describe('telegramPopupFeatures', () => {
  it('asks for a popup of 500x600 centred on the window', () => {
    expect(
      telegramPopupFeatures({ screenX: 100, screenY: 50, outerWidth: 1200, outerHeight: 900 }),
    ).toBe('popup=yes,width=500,height=600,left=450,top=200')
  })

  it('keeps it on the screen beside a small window', () => {
    expect(
      telegramPopupFeatures({ screenX: 0, screenY: 0, outerWidth: 390, outerHeight: 500 }),
    ).toBe('popup=yes,width=500,height=600,left=0,top=0')
  })
})

describe('readTelegramAuthResult', () => {
  it('finds nothing in a hash without tgAuthResult', () => {
    expect(readTelegramAuthResult('')).toEqual({ kind: 'none' })
    expect(readTelegramAuthResult('#top')).toEqual({ kind: 'none' })
  })

  it('decodes the login, UTF-8 names and missing padding included, as it came', () => {
    expect(readTelegramAuthResult(`#tgAuthResult=${encode(login)}`)).toEqual({
      kind: 'login',
      authData: login,
    })
  })

  it('takes standard base64 with padding too', () => {
    const plain = Buffer.from(JSON.stringify(login)).toString('base64')
    expect(readTelegramAuthResult(`#tgAuthResult=${encodeURIComponent(plain)}`)).toEqual({
      kind: 'login',
      authData: login,
    })
  })

  it("reads Telegram's false as a cancelled login", () => {
    expect(readTelegramAuthResult(`#tgAuthResult=${encode(false)}`)).toEqual({
      kind: 'cancelled',
    })
  })

  it('refuses what is not a login payload, and leaves its fields to the server', () => {
    expect(readTelegramAuthResult('#tgAuthResult=%%%')).toEqual({ kind: 'invalid' })
    expect(readTelegramAuthResult(`#tgAuthResult=${encode('a string')}`)).toEqual({
      kind: 'invalid',
    })
    expect(readTelegramAuthResult(`#tgAuthResult=${encode([login])}`)).toEqual({ kind: 'invalid' })
    expect(readTelegramAuthResult(`#tgAuthResult=${encode({ id: 1 })}`)).toEqual({
      kind: 'login',
      authData: { id: 1 },
    })
  })
})

describe('hashWithoutAuthResult', () => {
  it('drops tgAuthResult and keeps the rest', () => {
    expect(hashWithoutAuthResult(`#tgAuthResult=${encode(login)}`)).toBe('')
    expect(hashWithoutAuthResult('#a=1&tgAuthResult=xyz')).toBe('#a=1')
    expect(hashWithoutAuthResult('')).toBe('')
  })
})
