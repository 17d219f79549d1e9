import { fileURLToPath } from 'node:url'
import { getConfig } from '@lingui/conf'
import { lingui } from '@lingui/vite-plugin'
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel'
import type { PluginOption } from 'vite'

/** Found from here, whichever folder runs the build or the tests. */
const LINGUI_CONFIG = fileURLToPath(new URL('../lingui.config.ts', import.meta.url))

/**
 * Lingui's macros (`<Trans>`, `t`) through Babel, on the files that use them only (the rest stays
 * on Oxc alone): plugin-react 6 has no Babel option. The `.po` catalogs compile on import, and a
 * build with a Korean message missing fails.
 */
export function translations(): PluginOption[] {
  // Given to the macros too: left alone, they look for it from the folder the tests run in.
  const linguiConfig = getConfig({ configPath: LINGUI_CONFIG })
  const linguiMacros = defineRolldownBabelPreset({
    preset: () => ({ plugins: [['@lingui/babel-plugin-lingui-macro', { linguiConfig }]] }),
    rolldown: { filter: { code: /@lingui\/(?:core|react)\/macro/ } },
  })
  return [
    babel({ presets: [linguiMacros] }),
    lingui({ failOnMissing: true, configPath: LINGUI_CONFIG }),
  ]
}
