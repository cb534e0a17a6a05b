import { useRef, useState } from 'react'
import type { AppKitState } from '../../../core/kernel.js'
import { truncateAddress, useAdoptedSheet, useAppKitSelector } from '../../internal.js'
import type { NamespaceConnection } from './findConnectedElsewhere.js'

const css = `.ak-connected-account{display:inline-flex;align-items:center;gap:8px;max-width:100%;
margin:0 auto;padding:4px 12px 4px 4px;border-radius:999px;background:var(--ak-surface)}
.ak-connected-account img,.ak-connected-account [data-disc]{width:24px;height:24px;flex:none;border-radius:50%;object-fit:cover}
.ak-connected-account [data-disc]{background:conic-gradient(from 200deg,var(--ak-accent),
color-mix(in srgb,var(--ak-accent) 40%,#fff),var(--ak-accent))}
.ak-connected-account span:last-child{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}`

/**
 * The account connected on the other namespace, as the account button shows it: its avatar and
 * name when it has them (SPEC section 4's identity), else the truncated address. The full
 * address is its title and part of its accessible text.
 * @example <ConnectedAccount connection={elsewhere} />
 */
export function ConnectedAccount({ connection }: { connection: NamespaceConnection }) {
  const root = useRef<HTMLParagraphElement>(null)
  useAdoptedSheet(root, css)
  const account = useAppKitSelector(
    (state: AppKitState) => state.chains.accounts[connection.namespace],
  )
  const [failed, setFailed] = useState<string | undefined>(undefined)
  const address = account?.address
  if (!address) return null
  const image = account.profileImage
  const name = account.profileName
  return (
    <p ref={root} className="ak-connected-account" title={address} data-testid="connected-account">
      {image && failed !== image ? (
        <img src={image} alt="" referrerPolicy="no-referrer" onError={() => setFailed(image)} />
      ) : (
        <span data-disc="" aria-hidden="true" />
      )}
      <span>{name ?? truncateAddress(address)}</span>
    </p>
  )
}
