import { useRef } from 'react'
import { useAdoptedSheet } from '../../internal.js'
import { defineLazyView } from '../../lazy/defineLazyView.js'
import { socialSlotCss } from './socialSlotCss.js'
import type { OfferedSocials } from './socialsOffered.js'

/**
 * The Connect view's row of social logins: a chunk of its own, with AllSocials and
 * ConnectingSocial (the views it opens), warmed at idle with the email field
 * (`useWarmRegistry`) so that the view opens with it in place.
 */
export const LazySocialRow = defineLazyView(
  () => import('./socialViews.js'),
  (module) => module.SocialRow,
)

/**
 * The social row in a slot of fixed height: the list below does not move when the row's chunk
 * arrives. `providers` is `offeredSocials`' list (not empty).
 * @example <SocialSlot providers={socials} />
 */
export function SocialSlot({ providers }: { providers: OfferedSocials }) {
  const root = useRef<HTMLDivElement>(null)
  useAdoptedSheet(root, socialSlotCss)
  return (
    <div ref={root} className="ak-social-slot">
      <LazySocialRow providers={providers} />
    </div>
  )
}
