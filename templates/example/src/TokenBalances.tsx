import { useAppKitInstance } from 'appkit/react'
import { useEffect, useState } from 'react'
import { appKitConfig, useAppKitAccount, useAppKitNetwork } from './appkit.generated'

/**
 * One balance as the example shows it: a token symbol and a decimal amount, both checked, and its
 * value in USD when the answer gave a usable one.
 */
export interface Balance {
  symbol: string
  numeric: string
  usd?: number
}

/** The entries of a balance answer that could be read, and how many could not or were cut. */
export interface ReadBalances {
  balances: Balance[]
  unreadable: number
  notShown: number
}

/** What the last request answered, for the account and network it asked about. */
type Loaded = { key: string; state: 'error' } | ({ key: string; state: 'done' } & ReadBalances)

// Up to 32 visible characters: no spaces, controls, or the invisible and bidi characters a fake
// token uses to pass for another.
const symbolPattern = /^[^\s\p{C}]{1,32}$/u
// A plain decimal: 78 digits hold any uint256 on either side of the point. No sign, no exponent.
const numericPattern = /^\d{1,78}(\.\d{1,78})?$/
const maxShown = 100

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function readBalance(entry: unknown): Balance | undefined {
  if (!isRecord(entry) || !isRecord(entry.quantity)) return undefined
  const { symbol } = entry
  const { numeric } = entry.quantity
  if (typeof symbol !== 'string' || !symbolPattern.test(symbol)) return undefined
  if (typeof numeric !== 'string' || !numericPattern.test(numeric)) return undefined
  // The value is optional: a missing or unusable one (a string, negative, 1e400 read as Infinity)
  // hides the USD amount, not the balance.
  const { value } = entry
  const usable = typeof value === 'number' && Number.isFinite(value) && value >= 0
  return usable ? { symbol, numeric, usd: value } : { symbol, numeric }
}

/**
 * Whether the Blockchain API is on this machine: under `appkit dev` it is the sandbox's stand-in,
 * whose prices are fixed test prices, so the page must not pass them off as market prices.
 */
function isSandboxApi(url: string): boolean {
  try {
    return ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname)
  } catch {
    return false
  }
}

const onSandbox = isSandboxApi(appKitConfig.services.blockchainApi)
const usdFormat = new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD' })

/**
 * Reads the body of the Blockchain API's `/v1/account/{address}/balance` without trusting it:
 * `undefined` unless it is `{ balances: [...] }`; entries that are not a well-formed balance are
 * counted, not shown, and at most 100 are kept. An entry's `value` becomes `usd` when it is a
 * finite number, zero or more.
 * @example readBalances({ balances: [{ symbol: 'ETH', quantity: { numeric: '1.5' } }, null] })
 * // { balances: [{ symbol: 'ETH', numeric: '1.5' }], unreadable: 1, notShown: 0 }
 */
export function readBalances(body: unknown): ReadBalances | undefined {
  if (!isRecord(body) || !Array.isArray(body.balances)) return undefined
  const balances: Balance[] = []
  let unreadable = 0
  for (const entry of body.balances.slice(0, maxShown)) {
    const balance = readBalance(entry)
    if (balance) balances.push(balance)
    else unreadable++
  }
  return { balances, unreadable, notShown: Math.max(0, body.balances.length - maxShown) }
}

/**
 * How many sends this page has seen, for an effect to depend on: the modal's (the kit's
 * `sendSuccess`, which comes once the send is confirmed or the kit stopped waiting for it) plus
 * `ownSends`, the page's own. Heard on the kit's emitter: `useAppKitEvents` keeps only the latest
 * event, and one that came in the same tick as `sendSuccess` would hide it.
 */
function useSendCount(ownSends: number): number {
  const appKit = useAppKitInstance()
  const [kitSends, setKitSends] = useState(0)
  useEffect(
    () => appKit.events.on('sendSuccess', () => setKitSends((count) => count + 1)),
    [appKit],
  )
  return kitSends + ownSends
}

export interface TokenBalancesProps {
  /** How many sends the page made itself (the modal's are heard from the kit): each reads again. */
  ownSends?: number
}

/**
 * The connected account's token balances from the Blockchain API (the sandbox's stand-in under
 * `appkit dev`), read again when the account or network changes and after every send.
 * @example <TokenBalances ownSends={sends} />
 */
export function TokenBalances({ ownSends = 0 }: TokenBalancesProps) {
  const { address } = useAppKitAccount()
  const { caipNetworkId } = useAppKitNetwork()
  const sends = useSendCount(ownSends)
  const key = address && caipNetworkId ? `${caipNetworkId}/${address}` : undefined
  const [loaded, setLoaded] = useState<Loaded | undefined>()

  // The effect only starts the request; state is set when it answers. Setting "loading" here
  // would make every account or network change commit twice, and a wallet that sends a burst of
  // accountsChanged / chainChanged then hits React's "Maximum update depth exceeded". Loading is
  // derived below instead: an answer for another account or network is not this one's. A read
  // after a send keeps the key, so the list on show stays until the new answer replaces it.
  useEffect(() => {
    if (!key || !address || !caipNetworkId) return
    const query = new URLSearchParams({
      projectId: appKitConfig.projectId,
      currency: 'usd',
      chainId: caipNetworkId,
    })
    const url = `${appKitConfig.services.blockchainApi}/v1/account/${address}/balance?${query}`
    const controller = new AbortController()
    const settle = (next: Loaded) => controller.signal.aborted || setLoaded(next)
    // After a send, an answer the browser kept from before it would be stale.
    const cache: RequestCache = sends > 0 ? 'no-store' : 'default'
    fetch(url, { signal: controller.signal, cache })
      .then((response) => (response.ok ? response.json() : Promise.reject(response.status)))
      .then((body: unknown) => {
        const read = readBalances(body)
        settle(read ? { key, state: 'done', ...read } : { key, state: 'error' })
      })
      .catch(() => settle({ key, state: 'error' }))
    return () => controller.abort()
  }, [key, address, caipNetworkId, sends])

  if (!key) return null
  const current = loaded?.key === key ? loaded : undefined
  const priced = current?.state === 'done' && current.balances.some((b) => b.usd !== undefined)
  return (
    <section aria-label="Token balances" className="balances">
      <h2>Balances</h2>
      {current ? null : <p>Loading...</p>}
      {current?.state === 'error' ? <p>Token Balance Unavailable</p> : null}
      {current?.state === 'done' ? (
        <>
          {current.balances.length === 0 && current.unreadable === 0 ? (
            <p>No token balances</p>
          ) : null}
          <ul>
            {current.balances.map((balance, index) => (
              // Symbols are not unique (any token can call itself ETH): the position is the key.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced, never reordered
              <li key={index}>
                <span data-testid={`balance-${balance.symbol}`}>
                  {balance.numeric} {balance.symbol}
                </span>
                {balance.usd === undefined ? null : (
                  <span className="usd" data-testid={`usd-${balance.symbol}`}>
                    {usdFormat.format(balance.usd)}
                  </span>
                )}
              </li>
            ))}
          </ul>
          {priced && onSandbox ? (
            <p className="note" data-testid="sandbox-prices">
              USD values use sandbox prices: fixed for testing, not market prices.
            </p>
          ) : null}
          {current.unreadable > 0 ? (
            <p className="note">
              {current.unreadable === 1
                ? '1 entry could not be read'
                : `${current.unreadable} entries could not be read`}
            </p>
          ) : null}
          {current.notShown > 0 ? (
            <p className="note">{`${current.notShown} more not shown`}</p>
          ) : null}
        </>
      ) : null}
    </section>
  )
}
