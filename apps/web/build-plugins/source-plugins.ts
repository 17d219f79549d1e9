import react from '@vitejs/plugin-react'
import type { PluginOption } from 'vite'
import { servedFonts } from './served-fonts.ts'
import { translations } from './translations.ts'

/**
 * What turns the app's source into modules a browser runs: JSX, Lingui's macros and catalogs,
 * the served fonts' slices. The build, the dev server and both test projects (`web` in Node,
 * `web-components` in Chromium) use this one list, so a component renders the same in each.
 */
export function sourcePlugins(): PluginOption[] {
  return [react(), translations(), servedFonts()]
}
