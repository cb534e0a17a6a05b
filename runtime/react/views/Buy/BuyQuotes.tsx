import type { OnrampProviderQuote } from '../../../core/kernel.js'
import { buyStrings } from './buyStrings.js'

const money = (value: { amount: string; currency: string }) =>
  buyStrings.money(value.amount, value.currency)

/**
 * The providers' quotes side by side, as radio cards: what you get, the total, the network and
 * provider fees, and the provider's fee range; the one giving the most is marked.
 * @example <BuyQuotes name="provider" quotes={quotes} selected="sandboxpay" onSelect={pick} />
 */
export function BuyQuotes({
  name,
  quotes,
  selected,
  onSelect,
}: {
  name: string
  quotes: readonly OnrampProviderQuote[]
  selected: string | undefined
  onSelect(provider: string): void
}) {
  const best = bestOf(quotes)
  return (
    <fieldset
      className="ak-buy-quotes"
      aria-busy={quotes.some((entry) => entry.status === 'loading')}
    >
      <legend className="ak-field-label">{buyStrings.quotesHeading}</legend>
      {quotes.map((entry) => {
        const { provider } = entry
        const quote = entry.status === 'ready' ? entry.quote : undefined
        const refusal = entry.status === 'refused' ? entry.message : undefined
        return (
          <label key={provider.name} className="ak-buy-quote">
            <input
              type="radio"
              name={name}
              value={provider.name}
              checked={selected === provider.name}
              disabled={!quote}
              onChange={() => onSelect(provider.name)}
            />
            <span className="ak-buy-quote-name">
              {provider.label}
              {quote && best === provider.name ? (
                <span className="ak-buy-badge">{buyStrings.best}</span>
              ) : null}
            </span>
            <span className="ak-buy-quote-end">{buyStrings.feeRange(provider.feeRange)}</span>
            <span className="ak-buy-quote-get">
              {quote ? (
                <>
                  <span className="ak-buy-quote-label">
                    {quote.estimate ? buyStrings.estimate : buyStrings.youGet}
                    {quote.estimate ? ': ' : ' '}
                  </span>
                  {money(quote.purchaseAmount)}
                </>
              ) : refusal === undefined ? (
                buyStrings.quoting
              ) : null}
            </span>
            <span className="ak-buy-quote-end">
              {quote ? `${buyStrings.total} ${money(quote.paymentTotal)}` : null}
            </span>
            {quote ? (
              <>
                <span className="ak-buy-quote-detail">
                  {buyStrings.networkFee} {money(quote.networkFee)}
                </span>
                <span className="ak-buy-quote-detail ak-buy-quote-end">
                  {buyStrings.providerFee} {money(quote.providerFee)}
                </span>
              </>
            ) : null}
            {refusal !== undefined ? (
              <span className="ak-buy-quote-refused">{refusal || buyStrings.unavailable}</span>
            ) : null}
          </label>
        )
      })}
    </fieldset>
  )
}

/** The provider whose real quote gives the most; none when every quote is an estimate. */
function bestOf(quotes: readonly OnrampProviderQuote[]): string | undefined {
  let best: { name: string; amount: number } | undefined
  for (const entry of quotes) {
    if (entry.status !== 'ready' || entry.quote.estimate) continue
    const amount = Number(entry.quote.purchaseAmount.amount)
    if (!best || amount > best.amount) best = { name: entry.provider.name, amount }
  }
  return quotes.length > 1 ? best?.name : undefined
}
