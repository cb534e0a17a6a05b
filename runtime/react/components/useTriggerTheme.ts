import { useSyncExternalStore } from 'react'
import type { AppKit } from '../../core/kernel.js'
import { useAppKitInstance } from '../AppKitContext.js'
import { createSheet } from '../modal/getBaseSheet.js'
import { useIsomorphicLayoutEffect } from '../modal/useIsomorphicLayoutEffect.js'
import { themeFromState } from '../theme/themeFromState.js'
import { darkTheme } from '../theme/themes.js'
import { toThemeCss } from '../theme/toThemeCss.js'
import { triggerCss } from './triggerCss.js'

interface ThemeEntry {
  key: string
  users: number
  detach?: () => void
}

const baseSheets = new WeakMap<Document, CSSStyleSheet>()
const entries = new WeakMap<AppKit, ThemeEntry>()
let count = 0

function entryOf(appKit: AppKit): ThemeEntry {
  let entry = entries.get(appKit)
  if (!entry) {
    count += 1
    entry = { key: String(count), users: 0 }
    entries.set(appKit, entry)
  }
  return entry
}

function adopt(doc: Document, sheet: CSSStyleSheet) {
  if (!doc.adoptedStyleSheets.includes(sheet)) {
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet]
  }
}

// The instance's theme as a document sheet, kept in step with its theme store while any of its
// buttons is mounted. Values pass the same grammar as the modal's (toThemeCss), so a run-time
// value that could leave its declaration never reaches the page.
function attach(appKit: AppKit, doc: Document, entry: ThemeEntry): () => void {
  let base = baseSheets.get(doc)
  if (!base) {
    base = createSheet(doc)
    base.replaceSync(triggerCss)
    baseSheets.set(doc, base)
  }
  adopt(doc, base)
  if (entry.users++ === 0) {
    const sheet = createSheet(doc)
    const selector = `:where([data-ak-theme="${entry.key}"])`
    const apply = () => {
      const { css } = toThemeCss(themeFromState(appKit.stores.theme.getState()), darkTheme())
      sheet.replaceSync(css.replace(/^:host/, selector))
    }
    apply()
    adopt(doc, sheet)
    const off = appKit.stores.theme.subscribe(apply)
    entry.detach = () => {
      off()
      doc.adoptedStyleSheets = doc.adoptedStyleSheets.filter((item) => item !== sheet)
    }
  }
  return () => {
    if (--entry.users === 0) entry.detach?.()
  }
}

const noSubscribe = () => () => undefined

/**
 * Styles the trigger buttons of the page: adopts their static sheet and the instance's theme sheet
 * into the document (constructable sheets, so a strict CSP allows them) and returns the value of
 * the `data-ak-theme` attribute that picks this instance's theme. The key is per instance, so the
 * server's and the browser's differ: it is left out of the server's HTML and of hydration, and
 * set right after, before the first paint.
 * @example const theme = useTriggerTheme(); return <button data-ak-theme={theme} className="ak-trigger" />
 */
export function useTriggerTheme(): string | undefined {
  const appKit = useAppKitInstance()
  const entry = entryOf(appKit)
  useIsomorphicLayoutEffect(() => attach(appKit, document, entry), [appKit, entry])
  return useSyncExternalStore(
    noSubscribe,
    () => entry.key,
    () => undefined,
  )
}
