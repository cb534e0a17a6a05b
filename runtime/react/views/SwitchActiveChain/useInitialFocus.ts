import { type RefObject, useEffect, useRef } from 'react'

/**
 * Puts keyboard focus on a view's primary action, and moves it along when the primary action
 * changes (`key`: a wallet found a moment later adds a button above). It takes focus only from
 * the dialog itself, from nowhere, or from where it put focus before, never from something the
 * user focused. The dialog focuses itself in its first frame when it opens on this view, so the
 * second frame looks again.
 * @example const primary = useRef<HTMLButtonElement>(null); useInitialFocus(primary, connector?.id)
 */
export function useInitialFocus(ref: RefObject<HTMLElement | null>, key?: unknown): void {
  const placed = useRef<HTMLElement | null>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` says when the target changed.
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const take = () => {
      const active = (element.getRootNode() as Document | ShadowRoot).activeElement
      if (active && active !== placed.current && !active.contains(element)) return
      element.focus({ preventScroll: true })
      placed.current = element
    }
    take()
    const view = element.ownerDocument.defaultView
    let frame = view?.requestAnimationFrame(() => {
      frame = view.requestAnimationFrame(take)
    })
    return () => {
      if (frame !== undefined) view?.cancelAnimationFrame(frame)
    }
  }, [ref, key])
}
