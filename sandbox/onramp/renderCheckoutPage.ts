import { checkoutScript } from './checkoutScript.js'
import { checkoutStyles } from './checkoutStyles.js'
import type { OnrampOrder } from './onrampTypes.js'

/** Who renders the page, and where the order goes. */
export interface CheckoutPageContext {
  label: string
  accent: string
  /** The order's network as people call it: `Anvil 31337`, `Solana Localnet`. */
  networkName: string
  /** A fresh value per response, named in the CSP so only this page's own style and script run. */
  nonce: string
}

/** The sandbox's test cards, as the page and the refusals show them. */
export const testCards = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
} as const

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

const shorten = (address: string) =>
  address.length > 14 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address

/**
 * The checkout page of one order: what the user gets and pays, the fees, the destination
 * (shortened, full in its title) and the network; then the payment choice (card with number,
 * expiry and CVC, or a bank transfer) while the order is unpaid, and the status line the script
 * updates. Every value is escaped; the order's status is rendered too, so a reload of a paid
 * order shows where it is.
 * @example response.end(renderCheckoutPage(order, { label: 'Sandbox Pay', accent: '#4f46e5', networkName: 'Anvil 31337', nonce }))
 */
export function renderCheckoutPage(order: OnrampOrder, context: CheckoutPageContext): string {
  const { quote } = order
  const fiat = (amount: { amount: string; currency: string }) =>
    escapeHtml(`${amount.amount} ${amount.currency}`)
  const get = escapeHtml(`${quote.purchaseAmount.amount} ${quote.purchaseAmount.currency}`)
  const total = fiat(quote.paymentTotal)
  const nonce = escapeHtml(context.nonce)
  const unpaid = order.status === 'created'
  const checked = (method: OnrampOrder['paymentMethod']) =>
    order.paymentMethod === method ? ' checked' : ''
  const initial =
    order.status === 'succeeded'
      ? `Done: ${get} sent to your wallet. You can close this window.`
      : order.status === 'in_progress'
        ? `Payment received. Delivering ${get} to your wallet...`
        : ''
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>${escapeHtml(context.label)} checkout</title><style nonce="${nonce}">:root{--accent:${escapeHtml(context.accent)}}${checkoutStyles}</style></head>
<body data-status="${escapeHtml(order.status)}" data-amount="${escapeHtml(quote.purchaseAmount.amount)}" data-symbol="${escapeHtml(quote.purchaseAmount.currency)}">
<main aria-labelledby="title">
<p class="brand">${escapeHtml(context.label)}</p>
<h1 id="title">Buy ${escapeHtml(quote.purchaseAmount.currency)}</h1>
<p class="sandbox">Sandbox checkout: no real money moves. Test cards: ${testCards.succeeds} succeeds, ${testCards.declined} is declined; any expiry and CVC.</p>
<dl>
<div class="get"><dt>You get</dt><dd>${get}</dd></div>
<div><dt>You pay</dt><dd>${total}</dd></div>
<div><dt>Provider fee</dt><dd>${fiat(quote.providerFee)}</dd></div>
<div><dt>Network fee</dt><dd>${fiat(quote.networkFee)}</dd></div>
<div><dt>To</dt><dd title="${escapeHtml(order.destination)}">${escapeHtml(shorten(order.destination))}</dd></div>
<div><dt>Network</dt><dd>${escapeHtml(context.networkName)}</dd></div>
</dl>
<section id="payment" aria-label="Payment"${unpaid ? '' : ' hidden'}>
<fieldset><legend>Pay with</legend>
<label><input type="radio" name="method" value="card"${checked('card')}> Card</label>
<label><input type="radio" name="method" value="bank_account"${checked('bank_account')}> Bank account</label>
</fieldset>
<form id="card-form" novalidate>
<label for="card-number">Card number</label><input type="text" id="card-number" name="cardNumber" inputmode="numeric" autocomplete="cc-number" placeholder="${testCards.succeeds}" required>
<div class="row"><div><label for="expiry">Expiry</label><input type="text" id="expiry" name="expiry" autocomplete="cc-exp" placeholder="MM/YY" required></div>
<div><label for="cvc">CVC</label><input type="text" id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" maxlength="4" placeholder="123" required></div></div>
<button type="submit">Pay ${total}</button>
</form>
<form id="bank-form" hidden><p class="note">Sandbox bank transfers arrive at once.</p><button type="submit">Pay by bank transfer</button></form>
</section>
<p id="alert" role="alert"></p>
<p id="status" role="status">${initial}</p>
<button id="close" type="button"${order.status === 'succeeded' ? '' : ' hidden'}>Close window</button>
</main>
<script nonce="${nonce}">${checkoutScript}</script>
</body></html>`
}
