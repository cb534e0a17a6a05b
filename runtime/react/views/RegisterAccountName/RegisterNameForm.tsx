import { type FormEvent, useEffect, useId, useRef } from 'react'
import type { NameRegistration, NameRegistrationState } from '../../../core/kernel.js'
import { failureText, nameProblemText } from './nameMessages.js'
import { registerNameStrings as words } from './registerNameStrings.js'

export interface RegisterNameFormProps {
  names: NameRegistration
  state: NameRegistrationState
  /** The zone every name ends in (`reown.id`), shown after the field. */
  zone: string
}

/** What the live region under the field says about the typed name. */
function availabilityText(state: NameRegistrationState, zone: string): string {
  const name = state.label ? `${state.label}.${zone}` : ''
  switch (state.availability) {
    case 'checking':
      return words.checking
    case 'available':
      return words.available(name)
    case 'taken':
      return words.taken(name)
    case 'error':
      return words.lookupFailed
    default:
      return ''
  }
}

/**
 * The name field with its zone after it, what is wrong as it is typed, whether the name is free,
 * free names like it to pick, and Register; while the wallet signs and the service registers,
 * what is happening, with a spinner. Enter registers.
 * @example <RegisterNameForm names={names} state={state} zone="reown.id" />
 */
export function RegisterNameForm({ names, state, zone }: RegisterNameFormProps) {
  const input = useRef<HTMLInputElement>(null)
  const id = useId()
  const busy = state.step === 'signing' || state.step === 'registering'
  const problem = nameProblemText(state.problem)
  const canRegister = !busy && state.label !== undefined && state.availability === 'available'

  // The field is what this view is for: focused when it opens, and again after a failure.
  useEffect(() => {
    if (busy) return
    const frame = requestAnimationFrame(() => input.current?.focus())
    return () => cancelAnimationFrame(frame)
  }, [busy])

  function submit(event: FormEvent) {
    event.preventDefault()
    if (canRegister) void names.register()
  }

  return (
    <form className="ak-send" onSubmit={submit} noValidate data-testid="register-name-form">
      <p className="ak-name-intro">{words.intro}</p>
      <div className="ak-field">
        <label className="ak-field-label" htmlFor={`${id}-name`}>
          {words.fieldLabel}
        </label>
        <div className="ak-name-field" dir="ltr">
          <input
            ref={input}
            id={`${id}-name`}
            className="ak-input"
            type="text"
            value={state.text}
            onChange={(event) => names.setText(event.target.value)}
            autoComplete="off"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="done"
            // Read-only rather than disabled while it registers: focus stays where it was.
            readOnly={busy}
            aria-invalid={problem !== undefined}
            aria-describedby={`${id}-zone ${problem ? `${id}-problem` : `${id}-rules`} ${id}-status`}
            data-testid="register-name-input"
          />
          <span className="ak-name-zone" id={`${id}-zone`}>{`.${zone}`}</span>
        </div>
        {problem ? (
          <p className="ak-field-error" id={`${id}-problem`} data-testid="register-name-problem">
            {problem}
          </p>
        ) : (
          <p className="ak-field-hint" id={`${id}-rules`}>
            {words.rules}
          </p>
        )}
        <p
          className="ak-name-status"
          id={`${id}-status`}
          role="status"
          data-availability={state.availability}
          data-testid="register-name-availability"
        >
          {problem ? '' : availabilityText(state, zone)}
        </p>
      </div>
      {state.suggestions.length > 0 && !busy ? (
        <fieldset className="ak-field ak-name-choices">
          <legend className="ak-field-label">{words.suggestions}</legend>
          <ul className="ak-name-suggestions" data-testid="register-name-suggestions">
            {state.suggestions.map((suggestion) => (
              <li key={suggestion.name}>
                <button
                  type="button"
                  className="ak-name-suggestion"
                  onClick={() => {
                    names.choose(suggestion.name)
                    input.current?.focus()
                  }}
                >
                  {suggestion.name}
                </button>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      {state.failure ? (
        <div className="ak-name-failure" role="alert" data-testid="register-name-error">
          <strong>{words.failed}</strong> <span>{failureText(state.failure)}</span>
        </div>
      ) : null}
      {busy ? (
        <div className="ak-name-progress" role="status" data-testid="register-name-progress">
          <span className="ak-spinner" aria-hidden="true" />
          <p>
            {state.step === 'signing'
              ? words.signing
              : words.registering(`${state.label ?? ''}.${zone}`)}
          </p>
          {state.step === 'signing' ? <p>{words.signingHint}</p> : null}
        </div>
      ) : null}
      {/* Never disabled (it would drop focus): aria-disabled, and a submit that checks. */}
      <button
        type="submit"
        className="ak-button"
        data-variant="accent"
        data-block=""
        aria-disabled={!canRegister}
        aria-busy={busy}
      >
        {words.register}
      </button>
    </form>
  )
}
