// The texts of the forms members fill in (a name, a description, a picture, a report), with their
// own catalog (src/shared/i18n/catalogs.ts): off the first visit, loaded with the screen that
// shows a form; the Korean downloads only when Korean is on.
import { registerCatalog } from '../i18n/catalogs.ts'
import { messages } from './locales/en.po'

registerCatalog({ en: messages, ko: () => import('./locales/ko.po') })
