import { useEffect, useRef } from 'react'
import {
  truncateAddress,
  useAdoptedSheet,
  useAppKitInstance,
  useAppKitSelector,
} from '../../internal.js'
import { AccountAvatar } from '../Account/AccountAvatar.js'
import { accountCss } from '../Account/accountCss.js'
import { displayAddress } from '../Account/format/displayAddress.js'
import { selectActiveAccount } from '../Account/selectAccount.js'
import type { ViewProps } from '../ViewProps.js'
import { registerNameCss } from './registerNameCss.js'
import { registerNameStrings as words } from './registerNameStrings.js'

const successCss = `${accountCss}${registerNameCss}`

/**
 * RegisterAccountNameSuccess: the account with its new name (avatar, name, address), what the
 * name is for, and the way back to the account.
 * @example <RegisterAccountNameSuccessView data={undefined} />
 */
export function RegisterAccountNameSuccessView(_: ViewProps<'RegisterAccountNameSuccess'>) {
  const root = useRef<HTMLDivElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  useAdoptedSheet(root, successCss)
  // The outcome is read first: focus on the heading that says it, as the form's field had it.
  useEffect(() => {
    const frame = requestAnimationFrame(() => heading.current?.focus())
    return () => cancelAnimationFrame(frame)
  }, [])
  const appKit = useAppKitInstance()
  const account = useAppKitSelector(selectActiveAccount)
  const address = account.address ? displayAddress(account.address, account.namespace) : undefined
  const name = account.profileName
  return (
    <div ref={root} className="ak-name-success" data-testid="register-name-success">
      {address ? <AccountAvatar address={address} image={account.profileImage} /> : null}
      <h3 ref={heading} className="ak-identity" tabIndex={-1}>
        {name ? words.successTitle(name) : words.successTitleUnnamed}
      </h3>
      {address ? <p title={address}>{truncateAddress(address)}</p> : null}
      <p>{words.successBody}</p>
      <button
        type="button"
        className="ak-button"
        data-variant="accent"
        data-block=""
        onClick={() => appKit.router.reset({ view: 'Account' })}
      >
        {words.backToAccount}
      </button>
    </div>
  )
}
