import { useSyncExternalStore } from 'react'
import { type AppKit, defineOwned } from '../../core/kernel.js'
import { useAppKitInstance } from '../AppKitContext.js'
import { createSheet } from '../modal/createSheet.js'
import { useIsomorphicLayoutEffect } from '../modal/useIsomorphicLayoutEffect.js'
import { themeFromState } from '../theme/themeFromState.js'
import { darkTheme } from '../theme/themes.js'
import { toThemeCss } from '../theme/toThemeCss.js'
import { triggerCss } from './triggerCss.js'

interface ThemeEntry {
  key: string
  users: number
  /** Takes the theme sheet out of the document and stops following the theme; idempotent. */
  detach?: () => void
}

// The static sheet of the trigger buttons, shared by every kit of a document (it names no kit).
const baseSheets = new WeakMap<Document, CSSStyleSheet>()
let count = 0

/**
 * The kit's trigger theme: its key, and its sheet while buttons are mounted. A kit destroyed
 * while its buttons are still on the page takes its sheet out and stops following its theme.
 */
const triggerTheme = defineOwned<ThemeEntry, AppKit>(
  'trigger theme',
  () => {
    count += 1
    return { key: String(count), users: 0 }
  },
  (entry) => entry.detach?.(),
)

function adopt(doc: Document, sheet: CSSStyleSheet) {
  if (!doc.adoptedStyleSheets.includes(sheet)) {
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet]
  }
}

// The instance's theme as a document sheet, kept in step with its theme store while any of its
// buttons is mounted. Values pass the same grammar as the modal's (toThemeCss), so a run-time
// value that could leave its declaration never reaches the page.
function attach(appKit: AppKit, doc: Document, entry: ThemeEntry): () => void {
  // A destroyed kit holds no entry any more (each render of its buttons gets a released one):
  // nothing of it goes back into the page.
  if (appKit.owned.peek(triggerTheme) !== entry) return () => undefined
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
    const detach = () => {
      off()
      doc.adoptedStyleSheets = doc.adoptedStyleSheets.filter((item) => item !== sheet)
      if (entry.detach === detach) entry.detach = undefined
    }
    entry.detach = detach
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
  const entry = appKit.owned.get(triggerTheme)
  useIsomorphicLayoutEffect(() => attach(appKit, document, entry), [appKit, entry])
  return useSyncExternalStore(
    noSubscribe,
    () => entry.key,
    () => undefined,
  )
}
