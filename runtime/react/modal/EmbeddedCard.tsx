import { useId, useRef } from 'react'
import { ModalCardContent } from './ModalCard.js'
import { useHeightAnimation } from './useHeightAnimation.js'

/**
 * The modal inline in the page (`embedded`): a labelled region in the document's flow, always
 * shown; closing only resets its view (SPEC section 2).
 * @example <EmbeddedCard />
 */
export function EmbeddedCard() {
  const cardRef = useRef<HTMLDivElement>(null)
  const contentRef = useRef<HTMLDivElement>(null)
  useHeightAnimation(cardRef, contentRef)
  const titleId = useId()
  return (
    <section ref={cardRef} className="ak-card" data-embedded="" aria-labelledby={titleId}>
      <ModalCardContent cardRef={cardRef} contentRef={contentRef} titleId={titleId} embedded />
    </section>
  )
}
