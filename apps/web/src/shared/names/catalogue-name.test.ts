import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { i18n } from '@lingui/core'
import { afterEach, describe, expect, it } from 'vitest'
import { catalogueName } from './catalogue-name.ts'

const repo = join(import.meta.dirname, '..', '..', '..', '..', '..')
const migrations = join(repo, 'apps', 'api', 'src', 'db', 'migrations')
const korean = readFileSync(join(import.meta.dirname, 'locales', 'ko.po'), 'utf8')
const koreanOf = (id: string) =>
  new RegExp(`msgid "${id}"\\nmsgstr "([^"]*)"`).exec(korean)?.[1] ?? ''

/** The names the migrations seed: the emotions, and the badges with their groups. */
function seededNames() {
  const emotions = readFileSync(join(migrations, '2026-11-22T0200-social.ts'), 'utf8')
  const badges = readFileSync(join(migrations, '2026-11-22T0300-albums-badges.ts'), 'utf8')
  const catalogue = /EMOTION_CATALOGUE = \[([^\]]*)\]/.exec(emotions)?.[1] ?? ''
  return [
    ...[...catalogue.matchAll(/'([^']+)'/g)].map(([, name]) => `emotion:${name}`),
    ...[...emotions.matchAll(/name: '([^']+)', hidden: 1/g)].map(([, name]) => `emotion:${name}`),
    ...[...badges.matchAll(/\['([^']+)', '([^']+)', \d+\]/g)].flatMap(([, group, name]) => [
      `badge-group:${group}`,
      `badge:${name}`,
    ]),
  ]
}

describe('the names of the server’s catalogues', () => {
  afterEach(() => i18n.activate('en'))

  it('has a Korean name for every emotion, badge and badge group the server seeds', () => {
    const names = [...new Set(seededNames())]
    expect(names).toContain('emotion:Happy')
    expect(names).toContain('badge-group:Personality')
    expect(names).toContain('badge:Night Owl')
    expect(names.filter((id) => !/\p{Script=Hangul}/u.test(koreanOf(id)))).toEqual([])
  })

  it('shows the server’s English in English, the Korean in Korean, and an unknown name as it is', () => {
    i18n.load({ en: {}, ko: { 'emotion:Happy': '행복', 'badge:Explorer': '탐험가' } })
    i18n.activate('en')
    expect(catalogueName(i18n, 'emotion', 'Happy')).toBe('Happy')
    i18n.activate('ko')
    expect(catalogueName(i18n, 'emotion', 'Happy')).toBe('행복')
    expect(catalogueName(i18n, 'badge', 'Explorer')).toBe('탐험가')
    expect(catalogueName(i18n, 'emotion', 'Renamed later')).toBe('Renamed later')
  })
})
