import type { AppKitState } from '../../core/kernel.js'
import { useAppKitSelector } from '../useAppKitSelector.js'
import { avatarHue } from './avatarHue.js'

const selectIdentity = (state: AppKitState) => {
  const account = state.chains.accounts[state.chains.activeNamespace]
  return { name: account?.profileName, image: account?.profileImage }
}

/**
 * The active account's name and avatar as the account button has them (the identity sync sets
 * them on the account; SPEC section 4).
 * @example const { name, image } = useTriggerIdentity()
 */
export function useTriggerIdentity(): { name: string | undefined; image: string | undefined } {
  return useAppKitSelector(selectIdentity)
}

/**
 * The account button's avatar and label. The avatar is the address's colour disc with the
 * profile image over it: an image that is slow or broken leaves the disc, never a gap. The name
 * takes the place of the truncated address without moving anything: the address stays in the
 * layout (hidden), so the button keeps its width when the name arrives, and a longer name ends
 * in an ellipsis (the button's accessible name has it whole).
 * @example <TriggerIdentity address={address} truncated="0xf39F…2266" name="alice.eth" image={url} />
 */
export function TriggerIdentity(props: {
  address: string
  truncated: string
  name: string | undefined
  image: string | undefined
}) {
  const { address, truncated, name, image } = props
  return (
    <span className="ak-trigger-address">
      {/* The hue's filter would tint the picture too: a disc under a picture keeps the base hue. */}
      <span className="ak-trigger-avatar" data-hue={image ? undefined : avatarHue(address)}>
        {image ? (
          <img
            key={image}
            src={image}
            alt=""
            referrerPolicy="no-referrer"
            decoding="async"
            onError={(event) => {
              event.currentTarget.hidden = true
            }}
          />
        ) : null}
      </span>
      <span className="ak-trigger-id" data-named={name ? '' : undefined}>
        <span>{truncated}</span>
        {name ? <span className="ak-trigger-name">{name}</span> : null}
      </span>
    </span>
  )
}
