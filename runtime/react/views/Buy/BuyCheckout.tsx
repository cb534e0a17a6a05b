import type { OnrampCheckout, OnrampState } from '../../../core/kernel.js'
import { Spinner } from '../../internal.js'
import { buyStrings } from './buyStrings.js'

/**
 * The purchase after Continue: opening the provider's checkout, waiting for the payment there
 * (with a link to the page, the only way in when the popup was blocked), the delivery, and its
 * end. Every step can go back to the form; the purchase is still followed.
 * @example <BuyCheckout step="checkout" checkout={checkout} onBack={back} onDone={done} />
 */
export function BuyCheckout({
  step,
  checkout,
  onBack,
  onDone,
}: {
  step: OnrampState['step']
  checkout: OnrampCheckout
  onBack(): void
  onDone(): void
}) {
  const { provider, purchase, order } = checkout
  const label = provider.label
  const amount = order?.amount ?? purchase.amount
  const symbol = order?.symbol ?? purchase.symbol
  const link = checkout.url ? (
    <a className="ak-link-button" href={checkout.url} target="_blank" rel="noopener noreferrer">
      {checkout.windowOpen ? buyStrings.reopenCheckout(label) : buyStrings.openCheckout(label)}
    </a>
  ) : null

  if (step === 'opening') {
    return (
      <div className="ak-buy-status" role="status">
        <Spinner />
        <p>{buyStrings.opening(label)}</p>
      </div>
    )
  }
  if (step === 'checkout') {
    return (
      <div className="ak-buy-status">
        <Spinner />
        <h3>{buyStrings.checkoutTitle(label)}</h3>
        <p role="status">
          {checkout.windowOpen ? buyStrings.checkoutBody(label) : buyStrings.popupBlocked(label)}
        </p>
        {link}
        <button type="button" className="ak-button" data-block="" onClick={onBack}>
          {buyStrings.back}
        </button>
      </div>
    )
  }
  if (step === 'delivering') {
    return (
      <div className="ak-buy-status">
        <Spinner />
        <h3>{amount ? buyStrings.buying(amount, symbol) : label}</h3>
        <p role="status">{buyStrings.delivering(label)}</p>
        <button type="button" className="ak-button" data-block="" onClick={onDone}>
          {buyStrings.done}
        </button>
      </div>
    )
  }
  if (step === 'success') {
    return (
      <div className="ak-buy-status">
        <div role="status">
          <h3>{buyStrings.bought(amount, symbol)}</h3>
          <p>{buyStrings.arrived}</p>
        </div>
        {order?.hash ? (
          <p className="ak-hash">
            {buyStrings.transaction}: {order.hash}
          </p>
        ) : null}
        <button
          type="button"
          className="ak-button"
          data-variant="accent"
          data-block=""
          onClick={onDone}
        >
          {buyStrings.done}
        </button>
      </div>
    )
  }
  return (
    <div className="ak-buy-status">
      <div role="alert">
        <h3>{buyStrings.failedTitle}</h3>
        <p>{buyStrings.failedBody(label)}</p>
      </div>
      <button type="button" className="ak-button" data-block="" onClick={onBack}>
        {buyStrings.back}
      </button>
    </div>
  )
}
