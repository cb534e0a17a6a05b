import type { RefObject } from 'react'
import { createSheet, useIsomorphicLayoutEffect } from '../internal.js'
import { pinnedCss } from './modalCss.js'

/**
 * Keeps the dialog's top edge still once the user works in it: from the first press or key in
 * the card, a change of height (a tab of the account hub, a new view) moves the bottom edge
 * only, so what they aim at does not jump. Until then the card stays centered while its first
 * view loads. The pin (`pinnedCss`) is a constructable sheet adopted into the card's root (no
 * style attribute for a strict CSP to block); a resize of the window drops it (re-centered).
 * @example usePinnedTop(cardRef)
 */
export function usePinnedTop(cardRef: RefObject<HTMLElement | null>): void {
  useIsomorphicLayoutEffect(() => {
    const card = cardRef.current
    const root = card?.getRootNode() as (Node & Partial<DocumentOrShadowRoot>) | undefined
    const view = card?.ownerDocument.defaultView
    if (!card || !view || !root?.adoptedStyleSheets) return
    const holder = root as DocumentOrShadowRoot
    const sheet = createSheet(card.ownerDocument)
    // offsetTop: the layout position, without the entrance animation's transform.
    let pinned: number | undefined
    const pin = () => {
      pinned = card.offsetTop
      sheet.replaceSync(pinnedCss(pinned))
      // Adopted on the first press, not on opening: the opening click pays nothing for it.
      if (!holder.adoptedStyleSheets.includes(sheet)) {
        holder.adoptedStyleSheets = [...holder.adoptedStyleSheets, sheet]
      }
    }
    // Pressed again after taller content lifted the top to stay in the viewport: held at the
    // lifted top, so it does not drop back when the next content is shorter. No ResizeObserver
    // on the card: the height animation resizes it from the content's observer, a loop error.
    const onInput = () => {
      if (pinned === undefined || card.offsetTop < Math.round(pinned)) pin()
    }
    const onResize = () => {
      pinned = undefined
      sheet.replaceSync('')
    }
    card.addEventListener('pointerdown', onInput, true)
    card.addEventListener('keydown', onInput, true)
    view.addEventListener('resize', onResize)
    return () => {
      card.removeEventListener('pointerdown', onInput, true)
      card.removeEventListener('keydown', onInput, true)
      view.removeEventListener('resize', onResize)
      holder.adoptedStyleSheets = holder.adoptedStyleSheets.filter((entry) => entry !== sheet)
    }
  }, [cardRef])
}
