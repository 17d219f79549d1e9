import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'

/**
 * English is the source: the product's own words, written in the code with Lingui's macros. One
 * catalog per folder of the app, so a screen's chunk carries its own English and the Korean of a
 * folder downloads only when Korean is on and the folder's code has loaded (src/shared/i18n).
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ko'],
  catalogs: [
    {
      path: '<rootDir>/src/features/{name}/locales/{locale}',
      include: ['<rootDir>/src/features/{name}/'],
    },
    { path: '<rootDir>/src/app/locales/{locale}', include: ['<rootDir>/src/app/'] },
    // The names of the server's catalogues (emotions, badges): Korean only, off the first visit.
    {
      path: '<rootDir>/src/shared/names/locales/{locale}',
      include: ['<rootDir>/src/shared/names/'],
    },
    // The refusals' texts: off the first visit, with the code that shows a refusal.
    {
      path: '<rootDir>/src/shared/refusals/locales/{locale}',
      include: ['<rootDir>/src/shared/refusals/'],
    },
    {
      path: '<rootDir>/src/shared/locales/{locale}',
      include: ['<rootDir>/src/shared/'],
      exclude: ['<rootDir>/src/shared/names/**', '<rootDir>/src/shared/refusals/**'],
    },
  ],
  orderBy: 'message',
  // The file a message comes from, not its line: a catalog changes only when its texts do.
  format: formatter({ lineNumbers: false }),
})
