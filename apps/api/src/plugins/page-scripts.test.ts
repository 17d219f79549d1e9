import { describe, expect, it } from 'vitest'
import { scriptsAfterFirstPaint } from './page-scripts.ts'

// index.html as the web build writes it (apps/web/build-plugins/early-script.ts adds the first).
const built = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" data-page-start>startPage()</script>
    <title>MeMap</title>
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
