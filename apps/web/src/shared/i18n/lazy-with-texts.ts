import { type ComponentType, createElement, lazy, useState } from 'react'
import { catalogsReady } from './catalogs.ts'

/** A lazily loaded component, and the function that loads it (and its texts) ahead of a render. */
export type LazyComponent<Props extends object> = ComponentType<Props> & {
  preload: () => Promise<unknown>
}

/**
 * React's `lazy`, which also waits for the texts of the code it loaded in the current language
 * (its folders registered their catalogs as it loaded): a screen never shows untranslated. Every
 * lazily loaded component of the app goes through it (texts-rules.test.ts).
 *
 * Once loaded (by `preload`, say, before the first render) it renders at once: React's `lazy`
 * would still suspend for a moment, show the fallback, and then hold the screen back for up to
 * 300 ms (React batches what comes after a fallback), which cost the landing's largest paint.
 */
export function lazyWithTexts<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): LazyComponent<Props> {
  let loaded: ComponentType<Props> | undefined
  let loading: Promise<{ default: ComponentType<Props> }> | undefined
  const preload = () => {
    loading ??= (async () => {
      const component = await load()
      await catalogsReady()
      loaded = component
      return { default: component }
    })()
    // A failed download may be tried again by the next preload (React's `lazy` keeps its failure
    // for the route's error boundary).
    loading.catch(() => {
      loading = undefined
    })
    return loading
  }
  const Lazy = lazy(preload)
  const Component = (props: Props) => {
    // Chosen once per mounted instance, so that it never remounts as another type.
    const [type] = useState<ComponentType<Props>>(() => loaded ?? Lazy)
    return createElement(type, props)
  }
  return Object.assign(Component, { preload })
}
