import type { RefObject } from 'react'
import { useIsomorphicLayoutEffect } from '../internal.js'

/** SPEC section 9: the modal's height follows its content in 150 ms. */
export const heightAnimationMs = 150

function reducedMotion(view: Window | null): boolean {
  return view?.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
}

/**
 * Animates the card's height whenever its content changes size (a new view, an error appearing),
 * with the Web Animations API: no style attribute is written, so a strict CSP has nothing to
 * block. Skipped when the user prefers reduced motion.
 * @example useHeightAnimation(cardRef, contentRef)
 */
export function useHeightAnimation(
  cardRef: RefObject<HTMLElement | null>,
  contentRef: RefObject<HTMLElement | null>,
): void {
  useIsomorphicLayoutEffect(() => {
    const card = cardRef.current
    const content = contentRef.current
    if (!card || !content || typeof ResizeObserver === 'undefined') return
    // Measured in the observer (which runs after layout), never here: reading a size now would
    // force a synchronous layout on the click that opens the modal.
    let last: number | undefined
    let animation: Animation | undefined
    const observer = new ResizeObserver(() => {
      if (last === undefined) {
        last = card.offsetHeight
        return
      }
      // Mid-animation, start from where the card is now rather than jumping.
      const from = animation ? card.getBoundingClientRect().height : last
      animation?.cancel()
      animation = undefined
      const to = card.offsetHeight
      last = to
      if (Math.abs(to - from) < 1 || typeof card.animate !== 'function') return
      if (reducedMotion(card.ownerDocument.defaultView)) return
      const running = card.animate([{ height: `${from}px` }, { height: `${to}px` }], {
        duration: heightAnimationMs,
        easing: 'ease-out',
      })
      // Cancelled when the content changes again mid-way; that rejection is expected.
      running.finished.catch(() => undefined)
      running.onfinish = () => {
        if (animation === running) animation = undefined
      }
      animation = running
    })
    observer.observe(content)
    return () => {
      observer.disconnect()
      animation?.cancel()
    }
  }, [cardRef, contentRef])
}
