import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { translations } from './build-plugins/translations.ts'

export default defineConfig({
  root: decodeURIComponent(new URL('.', import.meta.url).pathname),
  plugins: [react(), translations()],
  test: {
    name: 'web',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', 'build-plugins/**/*.test.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
})
