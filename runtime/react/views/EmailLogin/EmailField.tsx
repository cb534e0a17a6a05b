import { type FormEvent, useId, useRef, useState } from 'react'
import { Icon, Spinner, useAdoptedSheet, useAppKitInstance, useOnline } from '../../internal.js'
import { emailCss } from './emailCss.js'
import { emailStrings } from './emailStrings.js'
import { errorText } from './errorText.js'
import { checkEmail, useAuth } from './useAuth.js'

const copy = emailStrings.field

/**
 * The email field of the Connect view: checks the address, asks the secure site for a code
 * (CONNECT_EMAIL, after the 30 s cooldown of SPEC section 5) and opens EmailLogin for it.
 * Offline it stays disabled and says why.
 * @example <EmailField data={undefined} />
 */
export function EmailField(_props: { data: undefined }) {
  const appKit = useAppKitInstance()
  const getAuth = useAuth()
  const online = useOnline()
  const rootRef = useRef<HTMLFormElement>(null)
  useAdoptedSheet(rootRef, emailCss)
  const id = useId()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy || !online) return
    const value = email.trim()
    setBusy(true)
    setError(undefined)
    try {
      if (!(await checkEmail(value))) return setError(copy.invalid)
      const action = await (await getAuth()).sendCode(value)
      appKit.router.push({ view: 'EmailLogin', data: { email: value, action } })
    } catch (failure) {
      setError(errorText(failure))
    } finally {
      setBusy(false)
    }
  }

  const note = !online ? copy.offline : error
  return (
    <form ref={rootRef} className="ak-email" onSubmit={submit} noValidate>
      <div className="ak-email-row">
        <label htmlFor={id} className="ak-visually-hidden">
          {copy.label}
        </label>
        <input
          id={id}
          type="email"
          value={email}
          placeholder={copy.placeholder}
          autoComplete="email"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="go"
          maxLength={254}
          disabled={!online}
          aria-invalid={error ? true : undefined}
          aria-describedby={note ? `${id}-note` : undefined}
          onChange={(event) => {
            setEmail(event.currentTarget.value)
            setError(undefined)
          }}
        />
        <button
          type="submit"
          className="ak-button"
          data-variant="accent"
          aria-label={copy.submit}
          disabled={busy || !online || email.trim() === ''}
        >
          {busy ? <Spinner /> : <Icon name="chevron" size={18} />}
        </button>
      </div>
      {note ? (
        <p id={`${id}-note`} className={error ? 'ak-email-error' : 'ak-email-note'} role="alert">
          {note}
        </p>
      ) : null}
    </form>
  )
}
