import { type PointerEvent, useRef } from 'react'

export interface SwipeHandlers {
  onPointerDown(event: PointerEvent<HTMLElement>): void
  onPointerMove(event: PointerEvent<HTMLElement>): void
  onPointerUp(event: PointerEvent<HTMLElement>): void
  onPointerCancel(event: PointerEvent<HTMLElement>): void
}

interface Drag {
  x: number
  time: number
  pointerId: number
  offset: number
  animation: Animation | undefined
}

function slide(element: HTMLElement, drag: Drag, offset: number): void {
  const keyframes = [{ transform: `translateX(${offset}px)` }]
  const effect = drag.animation?.effect as KeyframeEffect | null | undefined
  if (effect) effect.setKeyframes(keyframes)
  else drag.animation = element.animate?.(keyframes, { duration: 0, fill: 'forwards' })
}

/**
 * Tracks a horizontal drag and reports its distance and duration when it ends; `onEnd` says
 * whether that dismissed the element. The element follows the pointer through the Web Animations
 * API, so no style attribute is ever written (nothing for a strict CSP to block).
 * @example const swipe = useSwipe((distancePx, elapsedMs) => toasts.swipe(id, { distancePx, elapsedMs }), callbacks)
 */
export function useSwipe(
  onEnd: (distancePx: number, elapsedMs: number) => boolean,
  callbacks: { onStart(): void; onStop(): void },
): SwipeHandlers {
  const drag = useRef<Drag | undefined>(undefined)

  function finish(element: HTMLElement, dismissed: boolean): void {
    const current = drag.current
    drag.current = undefined
    callbacks.onStop()
    if (!current) return
    const from = { transform: `translateX(${current.offset}px)` }
    // Out the way the finger went, or back into place; both short, like the CSS exit.
    const to = dismissed
      ? {
          transform: `translateX(${current.offset + Math.sign(current.offset || 1) * 80}px)`,
          opacity: 0,
        }
      : { transform: 'translateX(0px)' }
    const reduced = element.ownerDocument.defaultView?.matchMedia?.(
      '(prefers-reduced-motion: reduce)',
    )
    if (!reduced?.matches)
      element.animate?.([from, to], {
        duration: dismissed ? 200 : 150,
        fill: dismissed ? 'forwards' : 'none',
      })
    // Cancelling rejects `finished`; nobody waits for it.
    current.animation?.finished.catch(() => undefined)
    current.animation?.cancel()
  }

  return {
    onPointerDown(event) {
      // Buttons inside the toast get plain clicks, not the start of a swipe.
      if (event.button !== 0 || (event.target as Element).closest('button')) return
      drag.current = {
        x: event.clientX,
        // Not event.timeStamp: React replaces a zero stamp with Date.now(), another clock.
        time: performance.now(),
        pointerId: event.pointerId,
        offset: 0,
        animation: undefined,
      }
      event.currentTarget.setPointerCapture?.(event.pointerId)
      callbacks.onStart()
    },
    onPointerMove(event) {
      const current = drag.current
      if (current?.pointerId !== event.pointerId) return
      current.offset = Math.round(event.clientX - current.x)
      slide(event.currentTarget, current, current.offset)
    },
    onPointerUp(event) {
      const current = drag.current
      if (current?.pointerId !== event.pointerId) return
      current.offset = Math.round(event.clientX - current.x)
      finish(event.currentTarget, onEnd(current.offset, performance.now() - current.time))
    },
    onPointerCancel(event) {
      if (drag.current?.pointerId === event.pointerId) finish(event.currentTarget, false)
    },
  }
}
