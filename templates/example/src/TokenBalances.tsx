import { useEffect, useState } from 'react'
import { appKitConfig, useAppKitAccount, useAppKitNetwork } from './appkit.generated'

interface Balance {
  symbol: string
  quantity: { numeric: string }
}

/** What the last request answered, for the account and network it asked about. */
type Loaded = { key: string; state: 'error' } | { key: string; state: 'done'; balances: Balance[] }

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
      .then((body: { balances?: Balance[] }) =>
        settle({ key, state: 'done', balances: Array.isArray(body.balances) ? body.balances : [] }),
      )
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
        <ul>
          {current.balances.map((balance) => (
            <li key={balance.symbol} data-testid={`balance-${balance.symbol}`}>
              {balance.quantity.numeric} {balance.symbol}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
