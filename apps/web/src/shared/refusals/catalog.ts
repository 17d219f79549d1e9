// The refusals' texts (src/shared/i18n/catalogs.ts): about 150, off the first visit, loaded
// with the code that shows a refusal; the Korean downloads only when Korean is on.
import { registerCatalog } from '../i18n/catalogs.ts'
import { messages } from './locales/en.po'

registerCatalog({ en: messages, ko: () => import('./locales/ko.po') })
