import { type FormEvent, useId } from 'react'
import type { OnrampController, OnrampState } from '../../../core/kernel.js'
import { BuyQuotes } from './BuyQuotes.js'
import { buyStrings } from './buyStrings.js'

const methods = ['card', 'bank_account'] as const

/**
 * The Buy form: the fiat amount with its currency (limits checked as it is typed), the method,
 * the crypto to buy on the account's network, and the providers' quotes to pick from.
 * @example <BuyForm controller={controller} state={state} onContinue={open} />
 */
export function BuyForm({
  controller,
  state,
  onContinue,
}: {
  controller: OnrampController
  state: OnrampState
  onContinue(): void
}) {
  const id = useId()
  const chosen = state.quotes.find((entry) => entry.provider.name === state.selectedProvider)
  const ready = chosen?.status === 'ready' && !state.amountError
  const estimates =
    state.optionsFallback ||
    state.quotes.some((entry) => entry.status === 'ready' && entry.quote.estimate)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (ready) onContinue()
  }
  const currency = state.paymentCurrency ?? ''
  const hintId = `${id}-limits`
  const errorId = `${id}-amount-error`

  return (
    <form className="ak-send" onSubmit={submit} noValidate>
      {state.notice ? (
        <p className="ak-buy-note" role="status">
          {state.notice}
        </p>
      ) : null}
      <div className="ak-buy-panel">
        <label className="ak-field-label" htmlFor={`${id}-amount`}>
          {buyStrings.youPay}
        </label>
        <div className="ak-field-row">
          <input
            id={`${id}-amount`}
            className="ak-input"
            inputMode="decimal"
            autoComplete="off"
            aria-label={buyStrings.amountLabel(currency)}
            placeholder={buyStrings.amountPlaceholder}
            value={state.amountText}
            aria-invalid={state.amountError ? true : undefined}
            aria-describedby={`${hintId}${state.amountError ? ` ${errorId}` : ''}`}
            onChange={(event) => controller.setAmount(event.target.value)}
          />
          <select
            className="ak-select"
            aria-label={buyStrings.paymentCurrency}
            value={currency}
            onChange={(event) => controller.setPaymentCurrency(event.target.value)}
          >
            {state.paymentCurrencies.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.id}
              </option>
            ))}
          </select>
        </div>
        <p id={hintId} className="ak-field-hint">
          {state.limit ? buyStrings.limits(state.limit.min, state.limit.max, currency) : null}
        </p>
        {state.amountError ? (
          <p id={errorId} className="ak-field-error" role="alert">
            {state.amountError}
          </p>
        ) : null}
      </div>
      <fieldset className="ak-buy-methods">
        <legend className="ak-field-label">{buyStrings.payWith}</legend>
        {methods.map((method) => (
          <label key={method} className="ak-buy-method">
            <input
              type="radio"
              name={`${id}-method`}
              value={method}
              checked={state.paymentMethod === method}
              onChange={() => controller.setPaymentMethod(method)}
            />
            {buyStrings.methods[method]}
          </label>
        ))}
      </fieldset>
      <div className="ak-field">
        <label className="ak-field-label" htmlFor={`${id}-buy`}>
          {buyStrings.youBuy}
        </label>
        <select
          id={`${id}-buy`}
          className="ak-select"
          value={state.purchaseCurrency ?? ''}
          onChange={(event) => controller.setPurchaseCurrency(event.target.value)}
        >
          {state.purchaseCurrencies.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.name === entry.symbol ? entry.symbol : `${entry.symbol} · ${entry.name}`}
            </option>
          ))}
        </select>
      </div>
      {estimates ? <p className="ak-buy-note">{buyStrings.estimates}</p> : null}
      {state.quotes.length > 0 ? (
        <BuyQuotes
          name={`${id}-provider`}
          quotes={state.quotes}
          selected={state.selectedProvider}
          onSelect={controller.selectProvider}
        />
      ) : (
        <p className="ak-field-hint">{buyStrings.enterAmount}</p>
      )}
      {state.checkoutError ? (
        <p className="ak-field-error" role="alert">
          {state.checkoutError}
        </p>
      ) : null}
      <button
        type="submit"
        className="ak-button"
        data-variant="accent"
        data-block=""
        disabled={!ready}
      >
        {chosen
          ? state.checkoutError
            ? buyStrings.retry
            : buyStrings.continueWith(chosen.provider.label)
          : state.quotes.some((entry) => entry.status === 'loading')
            ? buyStrings.quoting
            : buyStrings.enterAmount}
      </button>
    </form>
  )
}
