import { useEffect, useState } from 'react'
import { appKitConfig, useAppKitAccount, useAppKitNetwork } from './appkit.generated'

/** One balance as the example shows it: a token symbol and a decimal amount, both checked. */
export interface Balance {
  symbol: string
  numeric: string
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
  return { symbol, numeric }
}

/**
 * Reads the body of the Blockchain API's `/v1/account/{address}/balance` without trusting it:
 * `undefined` unless it is `{ balances: [...] }`; entries that are not a well-formed balance are
 * counted, not shown, and at most 100 are kept.
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
 * The connected account's token balances from the Blockchain API (the sandbox's stand-in under
 * `appkit dev`), refreshed when the account or network changes.
 */
export function TokenBalances() {
  const { address } = useAppKitAccount()
  const { caipNetworkId } = useAppKitNetwork()
  const key = address && caipNetworkId ? `${caipNetworkId}/${address}` : undefined
  const [loaded, setLoaded] = useState<Loaded | undefined>()

  // The effect only starts the request; state is set when it answers. Setting "loading" here
  // would make every account or network change commit twice, and a wallet that sends a burst of
  // accountsChanged / chainChanged then hits React's "Maximum update depth exceeded". Loading is
  // derived below instead: an answer for another account or network is not this one's.
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
    fetch(url, { signal: controller.signal })
      .then((response) => (response.ok ? response.json() : Promise.reject(response.status)))
      .then((body: unknown) => {
        const read = readBalances(body)
        settle(read ? { key, state: 'done', ...read } : { key, state: 'error' })
      })
      .catch(() => settle({ key, state: 'error' }))
    return () => controller.abort()
  }, [key, address, caipNetworkId])

  if (!key) return null
  const current = loaded?.key === key ? loaded : undefined
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
              <li key={index} data-testid={`balance-${balance.symbol}`}>
                {balance.numeric} {balance.symbol}
              </li>
            ))}
          </ul>
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
