// The catalogue names' texts (src/shared/i18n/catalogs.ts): no English to load, since the server's
// names are English; the Korean downloads only when Korean is on.
import { registerCatalog } from '../i18n/catalogs.ts'

registerCatalog({ en: {}, ko: () => import('./locales/ko.po') })
