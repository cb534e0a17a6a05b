import { type KeyboardEvent, type PointerEvent, useEffect, useId, useRef } from 'react'
import type { AppKitState } from '../../core/kernel.js'
import { useAppKitSelector } from '../internal.js'
import { ModalCardContent, selectShake } from './ModalCard.js'
import { useFocusTrap } from './useFocusTrap.js'
import { useHeightAnimation } from './useHeightAnimation.js'
import { usePinnedTop } from './usePinnedTop.js'
import { useRequestClose } from './useRequestClose.js'
import { useScrollLock } from './useScrollLock.js'

const selectOpen = (state: AppKitState) => state.modal.open

/**
 * The modal as a dialog over the page, rendered synchronously when the modal store opens (no
 * chunk to fetch, no effect to wait for on the open path).
 * @example <ModalDialog />
 */
export function ModalDialog() {
  const open = useAppKitSelector(selectOpen)
  return open ? <OpenDialog /> : null
}

function OpenDialog() {
  const cardRef = useRef<HTMLDivElement>(null)
  const contentRef = useRef<HTMLDivElement>(null)
  // Here, where the card is rendered: its ref is attached before this component's layout effects.
  useHeightAnimation(cardRef, contentRef)
  // Centered while it opens; once the user works in it, its top edge stays put (desktop).
  usePinnedTop(cardRef)
  const pressStartedInside = useRef(false)
  const titleId = useId()
  const shake = useAppKitSelector(selectShake)
  const requestClose = useRequestClose()
  const trapTab = useFocusTrap(cardRef)
  useScrollLock(typeof document === 'undefined' ? undefined : document)

  // Escape pressed before focus has moved into the dialog (it moves in the dialog's first frame)
  // lands on the page: a person pressing it the moment the dialog shows still closes it. Inside
  // the dialog, `onKeyDown` below handles it first and stops it there.
  useEffect(() => {
    const doc = cardRef.current?.ownerDocument
    if (!doc) return
    const onPageKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return
      event.preventDefault()
      requestClose()
    }
    doc.addEventListener('keydown', onPageKeyDown)
    return () => doc.removeEventListener('keydown', onPageKeyDown)
  }, [requestClose])

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      requestClose()
      return
    }
    trapTab(event)
  }

  // A press that starts on the card and ends on the backdrop (selecting text, say) is no close.
  function onPointerDown(event: PointerEvent) {
    pressStartedInside.current = cardRef.current?.contains(event.target as Node) ?? false
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop is a pointer shortcut; keyboards close with Escape or the close button
    // biome-ignore lint/a11y/useKeyWithClickEvents: as above, Escape is the keyboard path
    <div
      className="ak-overlay"
      onPointerDown={onPointerDown}
      onClick={(event) => {
        const outside = !cardRef.current?.contains(event.target as Node)
        if (outside && !pressStartedInside.current) requestClose()
        pressStartedInside.current = false
      }}
    >
      {/* An element of its own, beside the card rather than a pseudo-element of the overlay:
          contrast checkers (axe) cannot see past a large pseudo-element on an ancestor of the
          text, and would leave every color in the dialog unchecked. */}
      <div className="ak-backdrop" data-appkit="backdrop" aria-hidden="true" />
      <div
        ref={cardRef}
        className="ak-card"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-shake={shake ? '' : undefined}
        onKeyDown={onKeyDown}
      >
        <ModalCardContent
          cardRef={cardRef}
          contentRef={contentRef}
          titleId={titleId}
          embedded={false}
        />
      </div>
    </div>
  )
}
