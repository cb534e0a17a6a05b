import { type RefObject, useId } from 'react'
import { emailStrings } from './emailStrings.js'

/** The length of the one-time codes the secure site mails. */
const codeLength = 6

export interface CodeFieldProps {
  code: string
  error: string | undefined
  disabled: boolean
  inputRef: RefObject<HTMLInputElement | null>
  /** Each edit, digits only. */
  onCode(digits: string): void
  /** The code is whole: check it. */
  onComplete(digits: string): void
  /** What is happening while `disabled` (checking the code...); 'Resend code' shows otherwise. */
  busyText: string
  onResend(): void
  /** Ids of the text that says which code this is (the step, the address it was sent to). */
  describedBy?: string
}

/**
 * The one-time code step of email login and email change: the input takes the code typed or
 * pasted ('123 456' works: only digits are kept) and hands it on once it has all six; under it,
 * the error, then what is happening or 'Resend code'.
 * @example <CodeField code={code} error={error} disabled={false} inputRef={ref} onCode={setCode} onComplete={verify} busyText="Verifying..." onResend={resend} />
 */
export function CodeField(props: CodeFieldProps) {
  const { code, error, disabled, inputRef, onCode, onComplete } = props
  const id = useId()
  return (
    <>
      <label htmlFor={id} className="ak-visually-hidden">
        {emailStrings.otp.label}
      </label>
      <input
        ref={inputRef}
        id={id}
        value={code}
        inputMode="numeric"
        autoComplete="one-time-code"
        // biome-ignore lint/a11y/noAutofocus: the only thing to do on this step is to type the code
        autoFocus
        // No maxLength: a pasted '123 456' must arrive whole; only its digits are kept.
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={
          [props.describedBy, error ? `${id}-error` : undefined].filter(Boolean).join(' ') ||
          undefined
        }
        onChange={(event) => {
          const digits = event.currentTarget.value.replace(/\D/g, '').slice(0, codeLength)
          onCode(digits)
          if (digits.length === codeLength) onComplete(digits)
        }}
      />
      {error ? (
        <p id={`${id}-error`} className="ak-email-error" role="alert">
          {error}
        </p>
      ) : null}
      {/* Mounted throughout, so that a screen reader hears what it starts to say. */}
      <p className={disabled ? 'ak-status-text' : 'ak-visually-hidden'} role="status">
        {disabled ? props.busyText : ''}
      </p>
      {disabled ? null : (
        <button type="button" className="ak-button" onClick={props.onResend}>
          {emailStrings.otp.resend}
        </button>
      )}
    </>
  )
}
