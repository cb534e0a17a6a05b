import { type FormEvent, useId, useRef, useState } from 'react'
import type { AuthController, EmailChangeAction } from '../../../core/kernel.js'
import {
  Spinner,
  useAdoptedSheet,
  useAppKitInstance,
  useAppKitUi,
  useStoreState,
} from '../../internal.js'
import { CodeField } from '../EmailLogin/CodeField.js'
import { emailCss } from '../EmailLogin/emailCss.js'
import { emailStrings } from '../EmailLogin/emailStrings.js'
import { errorText } from '../EmailLogin/errorText.js'
import { checkEmail, useLoadedAuth } from '../EmailLogin/useAuth.js'

const copy = emailStrings.update

/**
 * UpdateEmailWallet: moves the embedded wallet to another email (SPEC section 4): the new
 * address, then the code mailed to the current email, then the one mailed to the new email.
 * The wallet (its address, its funds) stays the same; the account view then names the new email.
 * @example <UpdateEmailWalletView data={undefined} />
 */
export function UpdateEmailWalletView(_props: { data: undefined }) {
  const appKit = useAppKitInstance()
  const auth = useLoadedAuth()
  const emailLogin = useStoreState(
    appKit.stores.providers,
    (providers) => providers.eip155?.type === 'auth' || providers.solana?.type === 'auth',
  )
  if (!emailLogin) {
    return (
      <div className="ak-status" role="status">
        <p className="ak-status-title">{copy.notConnected}</p>
      </div>
    )
  }
  return auth ? <EmailChange auth={auth} /> : null
}

type Stage = 'edit' | 'current' | 'new'

const stageOf = (action: EmailChangeAction): Stage =>
  action === 'VERIFY_PRIMARY_OTP' ? 'current' : 'new'

function EmailChange({ auth }: { auth: AuthController }) {
  const appKit = useAppKitInstance()
  const { snackbar } = useAppKitUi()
  const rootRef = useRef<HTMLDivElement>(null)
  const codeRef = useRef<HTMLInputElement>(null)
  useAdoptedSheet(rootRef, emailCss)
  const id = useId()
  const current = auth.displayEmail()
  const [stage, setStage] = useState<Stage>('edit')
  const [email, setEmail] = useState('')
  const [code, setCode] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)

  async function run(step: () => Promise<void>, onFailure?: () => void): Promise<void> {
    setBusy(true)
    setError(undefined)
    try {
      await step()
    } catch (failure) {
      setError(errorText(failure))
      onFailure?.()
    } finally {
      setBusy(false)
    }
  }

  async function save(event: FormEvent): Promise<void> {
    event.preventDefault()
    if (busy) return
    const value = email.trim()
    await run(async () => {
      if (!(await checkEmail(value))) throw new Error(emailStrings.field.invalid)
      setStage(stageOf(await auth.emailChange.start(value)))
      setEmail(value)
    })
  }

  // A wrong code clears the field and puts the cursor back in it.
  const clearCode = () => {
    setCode('')
    requestAnimationFrame(() => codeRef.current?.focus())
  }

  async function verify(otp: string): Promise<void> {
    await run(async () => {
      if (stage === 'current') {
        await auth.emailChange.confirmCurrent(otp)
        setCode('')
        setStage('new')
        return
      }
      await auth.emailChange.confirmNew(otp)
      snackbar.show(copy.done, 'success')
      // Back to the account, unless the user already left this view while the code was checked.
      if (appKit.router.getState().current.view === 'UpdateEmailWallet') appKit.router.goBack()
    }, clearCode)
  }

  async function resend(): Promise<void> {
    await run(async () => {
      setStage(stageOf(await auth.emailChange.start(email)))
      snackbar.show(emailStrings.otp.resent, 'success')
    })
  }

  if (stage === 'edit') {
    return (
      <div ref={rootRef}>
        <form className="ak-email ak-email-change" onSubmit={save} noValidate>
          <p className="ak-status-text">{copy.intro(current)}</p>
          <label htmlFor={id} className="ak-email-label">
            {copy.label}
          </label>
          <div className="ak-email-row">
            <input
              id={id}
              type="email"
              value={email}
              autoComplete="email"
              autoCapitalize="off"
              spellCheck={false}
              enterKeyHint="go"
              maxLength={254}
              // biome-ignore lint/a11y/noAutofocus: the only thing to do on this step is to type the email
              autoFocus
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => {
                setEmail(event.currentTarget.value)
                setError(undefined)
              }}
            />
          </div>
          {error ? (
            <p id={`${id}-error`} className="ak-email-error" role="alert">
              {error}
            </p>
          ) : null}
          <p role="status" className="ak-visually-hidden">
            {busy ? copy.saving : ''}
          </p>
          <button
            type="submit"
            className="ak-button"
            data-variant="accent"
            disabled={busy || email.trim() === ''}
          >
            {busy ? <Spinner /> : null}
            {busy ? copy.saving : copy.save}
          </button>
        </form>
      </div>
    )
  }
  const to = stage === 'current' ? current : email
  return (
    <div ref={rootRef} className="ak-otp">
      <h3 id={`${id}-step`} className="ak-status-title">
        {stage === 'current' ? copy.currentTitle : copy.newTitle}
      </h3>
      <p id={`${id}-sent`} className="ak-status-text">
        {emailStrings.otp.sentTo(to)}
      </p>
      <CodeField
        describedBy={`${id}-step ${id}-sent`}
        // A fresh field per step: the code of one step never carries into the next.
        key={stage}
        code={code}
        error={error}
        disabled={busy}
        inputRef={codeRef}
        onCode={(digits) => {
          setCode(digits)
          setError(undefined)
        }}
        onComplete={(digits) => void verify(digits)}
        busyText={emailStrings.otp.verifying}
        onResend={() => void resend()}
      />
    </div>
  )
}
