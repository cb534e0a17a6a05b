import { type KeyboardEvent, useMemo, useRef } from 'react'
import { type ToastState, visibleToastsByPosition } from '../../core/kernel.js'
import { strings, useAppKitUi, useIsomorphicLayoutEffect } from '../internal.js'
import { useStoreState } from '../useStoreState.js'
import { useToastList } from './useToastList.js'

const selectToasts = (state: ToastState) => state.toasts
const selectExpanded = (state: ToastState) => state.expanded

/** The element that really has focus, looking inside shadow roots (ours included). */
function deepActiveElement(doc: Document): Element | null {
  let active = doc.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active
}

/**
 * The toast area (bottom-right by default): up to 3 toasts per position, 356 px wide, 14 px apart.
 * Timers pause while it is hovered or focused; Alt+T moves focus into it and back out again.
 * @example <Toaster />
 */
export function Toaster() {
  const { toasts } = useAppKitUi()
  const list = useStoreState(toasts, selectToasts)
  const expanded = useStoreState(toasts, selectExpanded)
  const groups = useMemo(() => [...visibleToastsByPosition(list)], [list])
  const sectionRef = useRef<HTMLElement>(null)
  const ToastList = useToastList(list)

  useIsomorphicLayoutEffect(() => {
    const section = sectionRef.current
    if (!expanded || !section) return
    const previous = deepActiveElement(section.ownerDocument)
    ;(section.querySelector<HTMLElement>('.ak-toast') ?? section).focus({ preventScroll: true })
    return () => {
      // After React's commit, which puts focus back where it saw it before (our host element).
      queueMicrotask(() => {
        if (toasts.getState().expanded) return
        if (previous instanceof HTMLElement && previous.isConnected) previous.focus()
      })
    }
  }, [expanded, toasts])

  // The pointer or focus may have been on a toast that just left: nothing holds the area now.
  const empty = list.length === 0
  useIsomorphicLayoutEffect(() => {
    if (!empty) return
    toasts.resume('hover')
    toasts.resume('focus')
    toasts.resume('interact')
  }, [empty, toasts])

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !expanded) return
    event.stopPropagation()
    toasts.setExpanded(false)
  }

  return (
    <section
      ref={sectionRef}
      // The kit's language, whatever the page's: a right-to-left locale mirrors each toast.
      lang={strings.language}
      dir={strings.direction}
      aria-label={strings.toasts.region}
      tabIndex={-1}
      data-appkit-focus-allowed=""
      onKeyDown={onKeyDown}
      onFocus={() => toasts.pause('focus')}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null))
          toasts.resume('focus')
      }}
    >
      {ToastList ? (
        <ToastList groups={groups} expanded={expanded} store={toasts} regionRef={sectionRef} />
      ) : null}
    </section>
  )
}
