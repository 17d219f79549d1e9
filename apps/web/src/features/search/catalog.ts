// This folder's texts (src/shared/i18n/catalogs.ts): imported by each of its files that has some.
import { registerCatalog } from '../../shared/i18n/catalogs.ts'
import { messages } from './locales/en.po'

registerCatalog({ en: messages, ko: () => import('./locales/ko.po') })
