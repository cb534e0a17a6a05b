import { createSheet } from '../internal.js'
import { viewsCss } from '../views/viewsCss.js'
import { modalCss } from './modalCss.js'

// One parsed sheet per document, shared by every shadow root in it: the text never changes, so
// there is nothing to keep per instance. A sheet can only be adopted in the document it was made in.
const sheets = new WeakMap<Document, CSSStyleSheet>()

/**
 * The static stylesheet of the modal (shell, views) for `doc`, built on first use.
 * @example shadowRoot.adoptedStyleSheets = [getBaseSheet(document), themeSheet]
 */
export function getBaseSheet(doc: Document): CSSStyleSheet {
  let sheet = sheets.get(doc)
  if (!sheet) {
    sheet = createSheet(doc)
    sheet.replaceSync(modalCss + viewsCss)
    sheets.set(doc, sheet)
  }
  return sheet
}
