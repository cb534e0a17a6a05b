import { useRef } from 'react'
import { Icon, useAdoptedSheet, useAppKitInstance } from '../../internal.js'
import { preloadConnectingFarcaster } from './preloadConnectingFarcaster.js'
import { SocialIcon } from './SocialIcon.js'
import { shownSocials } from './shownSocials.js'
import { socialCss } from './socialCss.js'
import { socialStrings } from './socialStrings.js'
import type { OfferedSocials } from './socialsOffered.js'
import { useSocialLogin } from './useSocialLogin.js'

/**
 * The most buttons the row holds: five share a 360 px wide modal with room to tap each. With more
 * providers than that, four show and the fifth button opens AllSocials.
 */
const maxButtons = 5

/**
 * The Connect view's social logins: each provider's mark as a button named 'Continue with
 * <provider>', in the configured order, and 'More' (AllSocials) when they do not all fit. A
 * click opens the provider's popup at once (`useSocialLogin`). Draws nothing when the messaging
 * mini-app's filters leave no provider.
 * @example <SocialRow providers={['google', 'github', 'x']} />
 */
export function SocialRow({ providers }: { providers: OfferedSocials }) {
  const appKit = useAppKitInstance()
  const root = useRef<HTMLUListElement>(null)
  useAdoptedSheet(root, socialCss)
  const start = useSocialLogin()
  const shown = shownSocials(providers)
  if (shown.length === 0) return null
  const room = shown.length > maxButtons ? maxButtons - 1 : shown.length
  return (
    <ul ref={root} className="ak-social-row" aria-label={socialStrings.listLabel}>
      {shown.slice(0, room).map((provider) => {
        const name = socialStrings.providers[provider]
        const farcaster = provider === 'farcaster'
        return (
          <li key={provider}>
            <button
              type="button"
              className="ak-social-button"
              aria-label={socialStrings.continueWith(name)}
              title={name}
              onPointerEnter={farcaster ? preloadConnectingFarcaster : undefined}
              onFocus={farcaster ? preloadConnectingFarcaster : undefined}
              onClick={() => start(provider)}
            >
              <SocialIcon provider={provider} />
            </button>
          </li>
        )
      })}
      {room < shown.length ? (
        <li>
          <button
            type="button"
            className="ak-social-button"
            aria-label={socialStrings.more}
            title={socialStrings.more}
            onClick={() => appKit.router.push({ view: 'AllSocials' })}
          >
            <Icon name="grid" size={22} />
          </button>
        </li>
      ) : null}
    </ul>
  )
}
