import { useRef } from 'react'
import type { FeatureState } from '../../../core/kernel.js'
import { useAdoptedSheet, useAppKitInstance, useStoreState } from '../../internal.js'
import { preloadConnectingFarcaster } from './preloadConnectingFarcaster.js'
import { SocialIcon } from './SocialIcon.js'
import { shownSocials } from './shownSocials.js'
import { socialCss } from './socialCss.js'
import { socialStrings } from './socialStrings.js'
import { useSocialLogin } from './useSocialLogin.js'

const selectSocials = (features: FeatureState) => features.socials

/**
 * AllSocials: every social login, by name, in the configured order (the messaging mini-app's
 * filters applied), opened from the Connect row's 'More'. A click logs in as the row's buttons do.
 * @example <AllSocialsView data={undefined} />
 */
export function AllSocialsView(_props: { data: undefined }) {
  const appKit = useAppKitInstance()
  const root = useRef<HTMLUListElement>(null)
  useAdoptedSheet(root, socialCss)
  const start = useSocialLogin()
  const socials = useStoreState(appKit.stores.features, selectSocials)
  const shown = shownSocials(socials || [])
  return (
    <ul ref={root} className="ak-list" aria-label={socialStrings.listLabel}>
      {shown.map((provider) => (
        <li key={provider}>
          <button
            type="button"
            className="ak-item"
            onPointerEnter={provider === 'farcaster' ? preloadConnectingFarcaster : undefined}
            onFocus={provider === 'farcaster' ? preloadConnectingFarcaster : undefined}
            onClick={() => start(provider)}
          >
            <SocialIcon provider={provider} />
            <span className="ak-item-name">{socialStrings.providers[provider]}</span>
          </button>
        </li>
      ))}
    </ul>
  )
}
