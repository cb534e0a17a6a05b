import { useEffect } from 'react'
import { createSheet } from '../internal.js'

// Per document: how many open dialogs hold the lock, and the sheet that applies it.
const locks = new WeakMap<Document, { count: number; sheet: CSSStyleSheet }>()

function lock(doc: Document): { count: number; sheet: CSSStyleSheet } {
  let held = locks.get(doc)
  if (!held) {
    const view = doc.defaultView
    // Keep the scrollbar's gutter when the page had a scrollbar, so nothing shifts sideways.
    const hadScrollbar = view ? view.innerWidth > doc.documentElement.clientWidth : false
    const sheet = createSheet(doc)
    sheet.replaceSync(
      `html{overflow:hidden!important;${hadScrollbar ? 'scrollbar-gutter:stable;' : ''}}`,
    )
    held = { count: 0, sheet }
    locks.set(doc, held)
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet]
  }
  held.count++
  return held
}

function unlock(doc: Document, held: { count: number; sheet: CSSStyleSheet }): void {
  held.count--
  if (held.count > 0) return
  locks.delete(doc)
  doc.adoptedStyleSheets = doc.adoptedStyleSheets.filter((sheet) => sheet !== held.sheet)
}

/**
 * Stops the page behind an open dialog from scrolling. The rule goes in through a constructable
 * sheet adopted by the document, not through an inline style, so a strict CSP allows it. It is
 * applied after the dialog's first frame: measuring the scrollbar on the opening click would
 * force a synchronous layout there, and nobody scrolls within one frame.
 * @example useScrollLock(document)
 */
export function useScrollLock(doc: Document | undefined): void {
  useEffect(() => {
    const view = doc?.defaultView
    if (!doc || !view) return
    let held: { count: number; sheet: CSSStyleSheet } | undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = view.requestAnimationFrame(() => {
      timer = setTimeout(() => {
        held = lock(doc)
      }, 0)
    })
    return () => {
      view.cancelAnimationFrame(frame)
      clearTimeout(timer)
      if (held) unlock(doc, held)
    }
  }, [doc])
}
