import { describe, expect, it } from 'vitest'
import { extrasAfterFirstPaint, scriptsAfterFirstPaint } from './page-scripts.ts'

// index.html as the web build writes it (apps/web/build-plugins/early-script.ts adds the first).
const built = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" data-page-start>startPage()</script>
    <link rel="icon" type="image/svg+xml" href="data:image/svg+xml,%3Csvg%3E%3C%2Fsvg%3E" />
    <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
    <title>MeMap</title>
    <link rel="manifest" href="/manifest.webmanifest">
    <script type="module" crossorigin src="/assets/index-2.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-3.js">
    <link rel="stylesheet" crossorigin href="/assets/index-4.css">
  </head>
  <body><div id="root"></div></body>
</html>`

describe('the app’s scripts of a rendered page, after its first paint', () => {
  const page = scriptsAfterFirstPaint(built, ['/assets/landing-screen-5.js'])

  it('keeps the first script and the stylesheets, and no other script tag', () => {
    expect(page).toContain('<script type="module" data-page-start>startPage()</script>')
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-4.css">')
    expect(page.match(/<script/g)).toHaveLength(1)
    expect(page).not.toContain('modulepreload')
  })

  it('lists them for the first script: what is preloaded, the screen’s, the entry last', () => {
    expect(page).toContain(
      '<meta name="memap-app-scripts" content="/assets/rolldown-runtime-3.js /assets/landing-screen-5.js /assets/index-2.js">',
    )
  })

  it('leaves a page without the app’s entry as it is', () => {
    const bare = '<html><head><title>MeMap</title></head><body></body></html>'
    expect(scriptsAfterFirstPaint(bare, [])).toBe(bare)
  })
})

describe('the links of a rendered page that no paint needs', () => {
  it('puts its home-screen icon and manifest in a template for its first script, and nothing else', () => {
    const page = extrasAfterFirstPaint(built)
    expect(page).toContain(
      '<template data-after-paint><link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" /><link rel="manifest" href="/manifest.webmanifest"></template>',
    )
    expect(page.match(/<link rel="(apple-touch-icon|manifest)"/g)).toHaveLength(2)
    // Its own icon stays: it is in the page, and without one Chromium asks for /favicon.ico.
    expect(page).toContain('<link rel="icon" type="image/svg+xml" href="data:image/svg+xml,')
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-4.css">')
    expect(page).toContain('<script type="module" crossorigin src="/assets/index-2.js">')
  })

  it('leaves a page without them as it is', () => {
    const bare = '<html><head><title>MeMap</title></head><body></body></html>'
    expect(extrasAfterFirstPaint(bare)).toBe(bare)
  })
})
