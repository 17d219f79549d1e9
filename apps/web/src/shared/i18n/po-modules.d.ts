// A `.po` catalog, compiled on import by @lingui/vite-plugin (build-plugins/translations.ts).
declare module '*.po' {
  export const messages: import('@lingui/core').Messages
}
