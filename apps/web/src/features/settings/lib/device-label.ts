import { t } from '@lingui/core/macro'
import '../catalog.ts'

/**
 * A short name for the device a session was opened from ('Chrome on Android'), from its
 * User-Agent text, for the sessions list, in the language shown now. Coarse on purpose: the
 * member recognises their own devices by browser and system; anything unknown shows as
 * 'Unknown browser'.
 */
export function deviceLabel(userAgent: string): string {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1]
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1]
  if (!browser && !system) return userAgent.trim() ? userAgent.slice(0, 60) : t`Unknown browser`
  if (!system) return browser as string
  const name = browser ?? t`A browser`
  return t`${name} on ${system}`
}

// First match wins: Edge and Samsung Internet also say Chrome, Chrome also says Safari.
const BROWSERS: Array<[RegExp, string]> = [
  [/Edg\//, 'Edge'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/OPR\//, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
]

const SYSTEMS: Array<[RegExp, string]> = [
  [/Android/, 'Android'],
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
]
