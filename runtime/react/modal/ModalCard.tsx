import { type RefObject, useEffect, useRef, useState } from 'react'
import type { AppKitState } from '../../core/kernel.js'
import {
  strings,
  useAppKitInstance,
  useAppKitSelector,
  useIsomorphicLayoutEffect,
} from '../internal.js'
import { LazySnackbar } from '../toasts/LazySnackbar.js'
import { UnavailableView } from '../views/Unavailable/UnavailableView.js'
import { type ViewEntry, viewRegistry } from '../views/viewRegistry.js'
import { alertMissingProjectId } from './alertMissingProjectId.js'
import { CardAlert } from './CardAlert.js'
import { ModalHeader } from './ModalHeader.js'
import { useRequestClose } from './useRequestClose.js'

export interface ModalCardContentProps {
  /** The card element (dialog or region) around this content. */
  cardRef: RefObject<HTMLDivElement | null>
  /** This content's wrapper, whose size the card's height animation follows. */
  contentRef: RefObject<HTMLDivElement | null>
  titleId: string
  /** Inline in the page: no close button, and focus is left where the user put it. */
  embedded: boolean
}

const selectCard = (state: AppKitState) => ({
  route: state.router.current,
  depth: state.router.history.length,
})

/** Whether the modal is shaking (a refused close); for the card's `data-shake`. */
export const selectShake = (state: AppKitState) => state.modal.shake

/**
 * What the modal's card holds: header, the alert (SPEC section 8), the current view, the
 * snackbar. The dialog and the embedded region both render it inside their own element. Raises
 * PROJECT_ID_NOT_CONFIGURED when the visitor reaches a WalletConnect view without a project id.
 * @example <div role="dialog" ref={cardRef}><ModalCardContent cardRef={cardRef} contentRef={contentRef} titleId={id} embedded={false} /></div>
 */
export function ModalCardContent({
  cardRef,
  contentRef,
  titleId,
  embedded,
}: ModalCardContentProps) {
  const appKit = useAppKitInstance()
  const { route, depth } = useAppKitSelector(selectCard)
  const requestClose = useRequestClose()
  // A different view, or the same view with other data, remounts (fresh state, the 150 ms
  // entrance); the history depth tells a pushed copy from the one below it.
  const viewKey = `${depth}:${route.view}:${JSON.stringify(route.data) ?? ''}`
  // The first view arrives with the card's own entrance: fading it in as well would show an empty
  // card in the opening frames. View and title fades start with the first change of view.
  const [firstKey] = useState(viewKey)
  const [moved, setMoved] = useState(false)
  if (!moved && viewKey !== firstKey) setMoved(true)

  const mounted = useRef(false)
  useIsomorphicLayoutEffect(() => {
    // The focused button may have left with the previous view; keep focus in the dialog. Not on
    // the first view: the focus trap focuses the dialog when it opens.
    const card = cardRef.current
    const first = !mounted.current
    mounted.current = true
    if (first || embedded || !card) return
    const active = (card.getRootNode() as Document | ShadowRoot).activeElement
    if (!active || !card.contains(active)) card.focus({ preventScroll: true })
  }, [route])
  useEffect(() => alertMissingProjectId(appKit, route.view), [appKit, route.view])

  const entry = viewRegistry[route.view] as ViewEntry<typeof route.view> | undefined
  const View = entry?.Component ?? UnavailableView
  return (
    <div
      ref={contentRef}
      className={moved ? 'ak-content ak-moved' : 'ak-content'}
      // The kit's language, whatever the page's: a right-to-left locale mirrors the card.
      lang={strings.language}
      dir={strings.direction}
    >
      <ModalHeader
        titleId={titleId}
        title={entry?.title(route.data as never, appKit) ?? strings.titles.fallback}
        onBack={depth > 1 ? () => appKit.router.goBack() : undefined}
        onClose={embedded ? undefined : requestClose}
      />
      {/* Above the view, in the card's flow: the card grows while it shows (modalAlertCss). */}
      <CardAlert />
      <div key={viewKey} className="ak-view">
        <View data={route.data as never} />
      </div>
      {/* Below the view, never over it: the card grows while it shows (snackbarCss). */}
      <LazySnackbar />
    </div>
  )
}
