import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'

/**
 * English is the source: the product's own words, written in the code with Lingui's macros. One
 * catalog per folder of the app, so a screen's chunk carries its own English and the Korean of a
 * folder downloads only when Korean is on and the folder's code has loaded (src/shared/i18n).
 */
/** The folders of shared/ whose texts are a catalog of their own, not shared/'s. */
const SHARED_FOLDERS_OF_THEIR_OWN = ['names', 'refusals', 'forms', 'payments']

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ko'],
  catalogs: [
    {
      path: '<rootDir>/src/features/{name}/locales/{locale}',
      include: ['<rootDir>/src/features/{name}/'],
      exclude: ['<rootDir>/src/features/profile/on-demand/**'],
    },
    // A profile's parts loaded on demand: off a visitor's first visit.
    {
      path: '<rootDir>/src/features/profile/on-demand/locales/{locale}',
      include: ['<rootDir>/src/features/profile/on-demand/'],
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
    // The forms members fill in, and paying and earning Whoom: off the first visit too.
    {
      path: '<rootDir>/src/shared/forms/locales/{locale}',
      include: ['<rootDir>/src/shared/forms/'],
    },
    {
      path: '<rootDir>/src/shared/payments/locales/{locale}',
      include: ['<rootDir>/src/shared/payments/'],
    },
    {
      path: '<rootDir>/src/shared/locales/{locale}',
      include: ['<rootDir>/src/shared/'],
      exclude: SHARED_FOLDERS_OF_THEIR_OWN.map((folder) => `<rootDir>/src/shared/${folder}/**`),
    },
  ],
  orderBy: 'message',
  // The file a message comes from, not its line: a catalog changes only when its texts do.
  format: formatter({ lineNumbers: false }),
})
