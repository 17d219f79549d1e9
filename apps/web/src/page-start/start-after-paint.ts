// On a page the server rendered, the app's scripts are not in the HTML but listed in a meta tag
// (apps/api/src/plugins/page-scripts.ts): fetched once the screen has painted, so that they do
// not share a slow connection with the page and its stylesheets before the first paint.

/**
 * `APP_SCRIPTS_META` of @memap/shared/server-render, written out: importing it would make this
 * script import the app's entry chunk, which holds that module (start-after-paint.test.ts).
 */
export const APP_SCRIPTS_META_NAME = 'memap-app-scripts'

/** `AFTER_PAINT_TEMPLATE` of @memap/shared/server-render, written out for the same reason. */
export const AFTER_PAINT_TEMPLATE_ATTRIBUTE = 'data-after-paint'

/**
 * After the first paint, the links of a rendered page that no paint needs (its home-screen icon,
 * its manifest), which the server put in a template: Chromium would fetch them before the paint.
 */
export function linkExtrasAfterPaint() {
  const extras = document.querySelector<HTMLTemplateElement>(
    `template[${AFTER_PAINT_TEMPLATE_ATTRIBUTE}]`,
  )
  if (!extras) return
  afterFirstContentfulPaint(() => document.head.append(extras.content))
}

/**
 * After the first paint, the listed scripts: each `modulepreload`ed, in the page's order, the
 * last (the app's entry) run. Nothing when the page lists none (a page the browser renders).
 */
export function startAppAfterPaint() {
  const listed = document.querySelector<HTMLMetaElement>(`meta[name="${APP_SCRIPTS_META_NAME}"]`)
  const scripts = listed?.content.split(' ').filter(Boolean) ?? []
  const entry = scripts.pop()
  if (!entry) return
  afterFirstContentfulPaint(() => {
    for (const href of scripts) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.crossOrigin = ''
      link.href = href
      document.head.append(link)
    }
    const script = document.createElement('script')
    script.type = 'module'
    script.crossOrigin = ''
    script.src = entry
    script.addEventListener('error', () => reloadOnceOnline(entry), { once: true })
    document.head.append(script)
  })
}

const RELOADED_FOR = 'memap-reloaded-for'

/**
 * The app's scripts did not arrive (the network dropped after the first paint, or a new release
 * replaced them): the page shows but nothing on it works, and the browser keeps a module that
 * failed as failed. The page loads again once there is a network: once per entry, so that a
 * server that keeps failing it is not asked in a loop.
 */
function reloadOnceOnline(entry: string) {
  const reload = () => {
    // Without a storage to remember the reload in, a loop could not be stopped: no reload.
    try {
      if (sessionStorage.getItem(RELOADED_FOR) === entry) return
      sessionStorage.setItem(RELOADED_FOR, entry)
    } catch {
      return
    }
    location.reload()
  }
  if (navigator.onLine) reload()
  else window.addEventListener('online', reload, { once: true })
}

/**
 * Runs `task` once the page has painted its content: at the browser's first-contentful-paint
 * entry, else two frames on (a frame's callback runs before its paint, and the first frames may
 * wait for the stylesheets). A page in a background tab paints, and so starts, once shown.
 */
function afterFirstContentfulPaint(task: () => void) {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(task)))
    return
  }
  const observer = new PerformanceObserver((entries) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return
    observer.disconnect()
    setTimeout(task)
  })
  observer.observe({ type: 'paint', buffered: true })
}
