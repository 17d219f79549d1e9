// The texts of a profile's parts loaded on demand (a viewer's friend request, cheer and menu, the
// emotion view, the owner's links), a catalog of their own (src/shared/i18n/catalogs.ts): a
// visitor's first visit to a profile downloads only the texts it shows.
import { registerCatalog } from '../../../shared/i18n/catalogs.ts'
import { messages } from './locales/en.po'

registerCatalog({ en: messages, ko: () => import('./locales/ko.po') })
