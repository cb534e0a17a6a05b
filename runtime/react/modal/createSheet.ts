/**
 * A constructable stylesheet of `doc`'s own window (iframes have their own constructor).
 * @example const sheet = createSheet(document); sheet.replaceSync(css)
 */
export function createSheet(doc: Document): CSSStyleSheet {
  const View = (doc.defaultView as (Window & typeof globalThis) | null)?.CSSStyleSheet
  return new (View ?? CSSStyleSheet)()
}
