import { useId, useRef, useState } from 'react'
import type { ChainNamespace } from '../../../../schema/index.js'
import { Icon } from '../../internal.js'
import { errorText } from '../EmailLogin/errorText.js'
import { useAuth } from '../EmailLogin/useAuth.js'
import { accountStrings } from './accountStrings.js'
import { useEmbeddedAccountType } from './useEmbeddedAccountType.js'

const copy = accountStrings.switchAccountType

/**
 * The embedded wallet's switch between its smart account and its plain account (SPEC section
 * 4), on eip155 only: 'Switch to your smart account' on a network enabled for smart accounts,
 * 'Switch to your EOA' back. Busy while the secure site switches (a second press does nothing);
 * a refusal says why under it. Nothing for any other wallet or namespace.
 * @example <AccountTypeSwitch namespace="eip155" />
 */
export function AccountTypeSwitch({ namespace }: { namespace: ChainNamespace }) {
  const embedded = useEmbeddedAccountType(namespace)
  const getAuth = useAuth()
  const id = useId()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const running = useRef(false)
  const target = embedded?.switchTo
  if (!target) return null

  async function change(type: 'eoa' | 'smartAccount') {
    if (running.current) return
    running.current = true
    setBusy(true)
    setError(undefined)
    try {
      await (await getAuth()).setPreferredAccountType(type)
    } catch (failure) {
      setError(errorText(failure))
    } finally {
      running.current = false
      setBusy(false)
    }
  }

  return (
    <>
      <button
        type="button"
        className="ak-item"
        aria-busy={busy || undefined}
        aria-disabled={busy || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onClick={() => void change(target)}
        data-testid="account-type-switch"
      >
        <span className="ak-item-icon" aria-hidden="true">
          {busy ? <span className="ak-spinner" /> : <Icon name="swap" />}
        </span>
        <span className="ak-item-name">
          {target === 'smartAccount' ? copy.toSmartAccount : copy.toEoa}
        </span>
      </button>
      {error ? (
        <p id={`${id}-error`} className="ak-account-switch-error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  )
}
