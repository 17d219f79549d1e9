// The texts of paying and earning Whoom (a purchase's summary, a balance too low, a reward, a
// daily limit), with their own catalog (src/shared/i18n/catalogs.ts): off the first visit, loaded
// with the screen that pays; the Korean downloads only when Korean is on.
import { registerCatalog } from '../i18n/catalogs.ts'
import { messages } from './locales/en.po'

registerCatalog({ en: messages, ko: () => import('./locales/ko.po') })
