import { describe, expect, test } from 'vitest'
import { isForKey, type PushDevice, pushSupportOf } from './device-push.ts'

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15'
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36'

const device = (change: Partial<PushDevice>): PushDevice => ({
  userAgent: ANDROID,
  maxTouchPoints: 5,
  standalone: false,
  hasPush: true,
  ...change,
})

describe('whether this device can be notified (Settings, Notifications on this device)', () => {
  test('an iPhone or iPad in Safari is told to add MeMap to the Home Screen first', () => {
    expect(pushSupportOf(device({ userAgent: IPHONE, hasPush: false }))).toBe('home-screen-first')
    expect(pushSupportOf(device({ userAgent: IPAD_AS_MAC }))).toBe('home-screen-first')
  })

  test('MeMap opened from the Home Screen, Android and desktops are notified', () => {
    expect(pushSupportOf(device({ userAgent: IPHONE, standalone: true }))).toBe('supported')
    expect(pushSupportOf(device({}))).toBe('supported')
    // A Mac without touch is a Mac: Safari there has Web Push in the browser.
    expect(pushSupportOf(device({ userAgent: IPAD_AS_MAC, maxTouchPoints: 0 }))).toBe('supported')
  })

  test('a browser without Web Push says so', () => {
    expect(pushSupportOf(device({ hasPush: false }))).toBe('unsupported')
  })
})

describe("whether this device's subscription can still be pushed to", () => {
  const KEY =
    'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U'
  const madeWith = (key: string | null) => ({
    options: {
      userVisibleOnly: true,
      applicationServerKey: key ? Uint8Array.from(Buffer.from(key, 'base64url')).buffer : null,
    },
  })

  test("only when it was made with the server's present key", () => {
    expect(isForKey(madeWith(KEY), KEY)).toBe(true)
    const otherKey = `${KEY.slice(0, -2)}AA`
    expect(isForKey(madeWith(otherKey), KEY)).toBe(false)
    expect(isForKey(madeWith(KEY.slice(0, 40)), KEY)).toBe(false)
    expect(isForKey(madeWith(null), KEY)).toBe(false)
  })
})
