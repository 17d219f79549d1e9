import { beforeAll, describe, expect, it } from 'vitest'
import { type ApiActor, apiMember, befriend } from './support/interactions.ts'
import { useJourney } from './support/journey.ts'
import { callApi } from './support/memap.ts'

// The server renders pages side by side (apps/web/src/entry-server.tsx): each with the language,
// time zone and session its own request brings. Asked for all at once, every page must be the
// one it is when asked for alone, in its own language and zone; the browser's side of the same
// pages (hydrating them without a change) is e2e/server-rendered.test.ts.

/** Zones 25 hours apart: a date is never the same day in both. */
const ZONES = ['Pacific/Kiritimati', 'Pacific/Pago_Pago'] as const
const LANGUAGES = ['en', 'ko'] as const

type Language = (typeof LANGUAGES)[number]
type Asked = { path: string; language: Language; zone: string; viewer: ApiActor | null }

describe('pages rendered at once', () => {
  const journey = useJourney()
  let member: ApiActor
  let friend: ApiActor
  let friendsSince: string

  beforeAll(async () => {
    ;[member, friend] = await Promise.all([
      apiMember(journey.server, journey.config, 'Shown'),
      apiMember(journey.server, journey.config, 'Friend'),
    ])
    await befriend(journey.server, friend, member)
    const info = await callApi(
      journey.server,
      `/user/info?walletAddr=${friend.address}&targetWalletAddr=${member.address}`,
      { cookie: friend.cookie },
    )
    friendsSince = ((await info.json()) as { data: { FriendDate: string } }).data.FriendDate
  })

  /** Each page the server renders, with its heading in each language. */
  const pages = (): [path: string, headings: Record<Language, string>][] => [
    ['/', { en: 'Welcome to MeMap', ko: 'MeMap에 오신 것을 환영해요' }],
    ['/landing', { en: 'Welcome to MeMap', ko: 'MeMap에 오신 것을 환영해요' }],
    ['/about', { en: 'About MeMap', ko: 'MeMap 소개' }],
    ['/reward-system', { en: 'Reward system', ko: '보상 시스템' }],
    ['/roadmap', { en: 'Roadmap & Team', ko: '로드맵 & 팀' }],
    ['/terms', { en: 'Terms of Service', ko: '이용약관' }],
    ['/privacy', { en: 'Privacy', ko: '개인정보' }],
    [`/memap?user=${member.address}`, { en: member.name, ko: member.name }],
  ]

  /** Every page, in both languages and both zones, for a visitor and for the member's friend. */
  const everyPage = (): Asked[] =>
    pages().flatMap(([path]) =>
      LANGUAGES.flatMap((language) =>
        ZONES.flatMap((zone) => [null, friend].map((viewer) => ({ path, language, zone, viewer }))),
      ),
    )

  const label = ({ path, language, zone, viewer }: Asked) =>
    `${path} in ${language}, ${zone}, for ${viewer ? 'a friend' : 'a visitor'}`

  async function page({ path, language, zone, viewer }: Asked): Promise<string> {
    const cookies = [`memap_time_zone=${encodeURIComponent(zone)}`, viewer?.cookie ?? '']
    const response = await fetch(`${journey.server.url}${path}`, {
      headers: { 'accept-language': language, cookie: cookies.filter(Boolean).join('; ') },
    })
    expect(response.status, path).toBe(200)
    return response.text()
  }

  /** A text as React writes it in the page, and as the server starts the `<title>` with it. */
  const inPage = (text: string) => text.replaceAll('&', '&amp;')
  const inTitle = (text: string) => `<title>${text.replaceAll('&', '&#38;')}`

  /** 'Friends since' as the browser writes it in `zone`. */
  const friendsSinceIn = (language: Language, zone: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: zone }).format(
      new Date(friendsSince),
    )

  it('renders every page asked for with the others as when it is asked for alone, in its own language and zone', async () => {
    const asked = everyPage()
    // All at once first, on a server that has rendered nothing yet: the parts a screen loads as it
    // renders (the shell, a member's actions, the friend status) hold renders waiting side by
    // side, and they go on together. (The friend's visit of the day was counted in `beforeAll`.)
    const atOnce = await Promise.all(asked.map(page))
    const alone: string[] = []
    for (const one of asked) alone.push(await page(one))

    const headings = new Map(pages())
    asked.forEach((one, index) => {
      expect(atOnce[index], label(one)).toBe(alone[index])
      const html = alone[index] ?? ''
      expect(html, label(one)).toContain(`<html lang="${one.language}">`)
      const heading = headings.get(one.path)?.[one.language] ?? ''
      if (one.viewer === null) expect(html, label(one)).toContain(inPage(heading))
      const landing = one.path === '/' || one.path === '/landing'
      if (!landing) expect(html, label(one)).toContain(inTitle(heading))
      if (one.viewer !== null && one.path.startsWith('/memap')) {
        const [zone, otherZone] = one.zone === ZONES[0] ? ZONES : [ZONES[1], ZONES[0]]
        expect(html, label(one)).toContain(friendsSinceIn(one.language, zone))
        expect(html, label(one)).not.toContain(friendsSinceIn(one.language, otherZone))
      }
    })
  })
})
