// Set-up of the components' tests (vitest.components.config.ts), in every test file's page.
// The tokens and base first, as main.tsx loads them: every component's sheet refines them.
import '../app/tokens.css'
import '../app/base.css'
import { afterEach } from 'vitest'
import { i18n } from '../shared/i18n/catalogs.ts'
import { clearSession } from '../shared/lib/session-store.ts'

// The texts the tests read are the English ones, whatever the machine's language.
i18n.activate('en')

afterEach(() => {
  clearSession()
  localStorage.clear()
})
