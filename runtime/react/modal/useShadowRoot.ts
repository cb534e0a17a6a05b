import { useState } from 'react'
import {
  createSheet,
  darkTheme,
  themeFromState,
  toThemeCss,
  useAppKitInstance,
  useIsomorphicLayoutEffect,
} from '../internal.js'
import { getBaseSheet } from './getBaseSheet.js'

/**
 * Attaches (or reuses) the shadow root of `host` and adopts the modal's stylesheets: the static
 * one and a theme sheet rebuilt whenever the instance's theme store changes. Constructable
 * sheets need no `<style>` element and no inline style, so a strict CSP does not block them.
 * @example const root = useShadowRoot(hostElement); return root && createPortal(<Modal />, root)
 */
export function useShadowRoot(host: HTMLElement | null): ShadowRoot | null {
  const appKit = useAppKitInstance()
  const [root, setRoot] = useState<ShadowRoot | null>(null)

  useIsomorphicLayoutEffect(() => {
    if (!host) return
    // StrictMode mounts twice with the same host; a second attachShadow would throw.
    const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' })
    const doc = host.ownerDocument
    const themeSheet = createSheet(doc)
    const fallback = darkTheme()
    let warned = ''
    const applyTheme = () => {
      const { css, rejected } = toThemeCss(themeFromState(appKit.stores.theme.getState()), fallback)
      themeSheet.replaceSync(css)
      const names = rejected.join(', ')
      if (names && names !== warned) {
        appKit.logger.warn(`Ignored theme values that are not valid CSS for ${names}.`)
      }
      warned = names
    }
    applyTheme()
    shadow.adoptedStyleSheets = [getBaseSheet(doc), themeSheet]
    const off = appKit.stores.theme.subscribe(applyTheme)
    setRoot(shadow)
    return () => {
      off()
      shadow.adoptedStyleSheets = []
      setRoot(null)
    }
  }, [host, appKit])

  return root
}
