import type { RefObject } from 'react'
import { createSheet, useIsomorphicLayoutEffect } from '../../internal.js'

// One parsed sheet per document and text, shared by every shadow root that adopts it.
const sheets = new WeakMap<Document, Map<string, CSSStyleSheet>>()

function sheetFor(doc: Document, css: string): CSSStyleSheet {
  const byText = sheets.get(doc) ?? new Map<string, CSSStyleSheet>()
  sheets.set(doc, byText)
  let sheet = byText.get(css)
  if (!sheet) {
    sheet = createSheet(doc)
    sheet.replaceSync(css)
    byText.set(css, sheet)
  }
  return sheet
}

/**
 * Adopts `css` into the shadow root that holds `ref`'s element while the component is mounted:
 * a lazy view brings its own styles with its chunk instead of growing the modal's base sheet.
 * Constructable, like the base sheet, so a strict CSP does not block it.
 * @example useAdoptedSheet(rootRef, allWalletsCss)
 */
export function useAdoptedSheet(ref: RefObject<HTMLElement | null>, css: string): void {
  useIsomorphicLayoutEffect(() => {
    const element = ref.current
    const root = element?.getRootNode() as (Node & Partial<DocumentOrShadowRoot>) | undefined
    if (!element || !root?.adoptedStyleSheets || root === element.ownerDocument) return
    const holder = root as DocumentOrShadowRoot
    const sheet = sheetFor(element.ownerDocument, css)
    if (!holder.adoptedStyleSheets.includes(sheet)) {
      holder.adoptedStyleSheets = [...holder.adoptedStyleSheets, sheet]
    }
    return () => {
      holder.adoptedStyleSheets = holder.adoptedStyleSheets.filter((entry) => entry !== sheet)
    }
  }, [ref, css])
}
