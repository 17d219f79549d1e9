import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import { catalogsReady } from './catalogs.ts'

/**
 * React's `lazy`, which also waits for the texts of the code it loaded in the current language
 * (its folders registered their catalogs as it loaded): a screen never shows untranslated. Every
 * lazily loaded component of the app goes through it (texts-rules.test.ts).
 */
export function lazyWithTexts<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(async () => {
    const component = await load()
    await catalogsReady()
    return { default: component }
  })
}
