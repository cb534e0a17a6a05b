import { type KeyboardEvent, type RefObject, useCallback } from 'react'
import { useIsomorphicLayoutEffect } from '../internal.js'

const focusable =
  'button:not([disabled]),a[href],input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])'

/** Elements that may hold focus while the dialog is open although they sit outside it. */
const outsideAllowed = '[data-appkit-focus-allowed]'

/** The kit's trigger buttons: `AppKitButton` swaps one for the other in place on (dis)connect. */
const swappingTrigger = '[data-appkit="connect-button"],[data-appkit="account-button"]'

/** Where an element sits, to find what took its place once it is gone. */
interface Place {
  parent: ParentNode | null
  next: ChildNode | null
}

/**
 * What gets the focus back on close: the element that had it before the dialog opened, or, when
 * that was a trigger button the dialog's work replaced (Connect became the account button), the
 * trigger now in its place.
 */
function focusBackTarget(previous: HTMLElement, place: Place): HTMLElement | undefined {
  if (previous.isConnected) return previous
  const { parent, next } = place
  if (!previous.matches(swappingTrigger) || !parent?.isConnected) return undefined
  const now = next?.parentNode === parent ? next.previousSibling : parent.lastChild
  return now instanceof HTMLElement && now.matches(swappingTrigger) ? now : undefined
}

/**
 * Keeps keyboard focus inside an open dialog: focuses it in its first frame, wraps Tab and Shift+Tab, pulls
 * focus back when it escapes (a click on the page, a view change that removed the focused
 * button), and gives focus back to what had it before (the connect button) on close, or to the
 * trigger that replaced it. Returns the keydown handler that wraps Tab.
 * @example const onKeyDown = useFocusTrap(cardRef); <div ref={cardRef} onKeyDown={onKeyDown} />
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>): (event: KeyboardEvent) => void {
  useIsomorphicLayoutEffect(() => {
    const container = ref.current
    if (!container) return
    const doc = container.ownerDocument
    const view = doc.defaultView
    const previous = doc.activeElement
    const place: Place = {
      parent: previous?.parentNode ?? null,
      next: previous?.nextSibling ?? null,
    }
    // In the dialog's first frame rather than on the opening click: focusing forces a style and
    // layout pass, which would then run twice before the dialog shows.
    const frame = view?.requestAnimationFrame(() => container.focus({ preventScroll: true }))
    const onFocusIn = (event: FocusEvent) => {
      const path = event.composedPath()
      const allowed = path.some((node) => node instanceof Element && node.matches(outsideAllowed))
      if (!path.includes(container) && !allowed) container.focus({ preventScroll: true })
    }
    doc.addEventListener('focusin', onFocusIn)
    return () => {
      if (frame !== undefined) view?.cancelAnimationFrame(frame)
      doc.removeEventListener('focusin', onFocusIn)
      if (!(previous instanceof HTMLElement) || previous === doc.body) return
      // After the dialog's nodes are gone (a removed focused node would take focus with it), and
      // only if they are: StrictMode runs this cleanup once on a dialog that stays.
      queueMicrotask(() => {
        if (!container.isConnected) focusBackTarget(previous, place)?.focus({ preventScroll: true })
      })
    }
  }, [ref])

  return useCallback(
    (event: KeyboardEvent) => {
      const container = ref.current
      if (event.key !== 'Tab' || !container) return
      const items = [...container.querySelectorAll<HTMLElement>(focusable)]
      const first = items[0]
      const last = items[items.length - 1]
      const root = container.getRootNode() as Document | ShadowRoot
      const active = root.activeElement
      if (!first || !last) {
        event.preventDefault()
      } else if (event.shiftKey && (active === first || active === container)) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && active === last) {
        event.preventDefault()
        first.focus()
      }
    },
    [ref],
  )
}
