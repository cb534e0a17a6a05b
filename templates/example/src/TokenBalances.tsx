import { useEffect, useState } from 'react'
import { appKitConfig, useAppKitAccount, useAppKitNetwork } from './appkit.generated'

interface Balance {
  symbol: string
  quantity: { numeric: string }
}

type Loaded =
  | { state: 'idle' | 'loading' }
  | { state: 'error' }
  | { state: 'done'; balances: Balance[] }

/**
 * The connected account's token balances from the Blockchain API (the sandbox's stand-in under
 * `appkit dev`), refreshed when the account or network changes.
 */
export function TokenBalances() {
  const { address } = useAppKitAccount()
  const { caipNetworkId } = useAppKitNetwork()
  const [loaded, setLoaded] = useState<Loaded>({ state: 'idle' })

  useEffect(() => {
    if (!address || !caipNetworkId) return setLoaded({ state: 'idle' })
    const query = new URLSearchParams({
      projectId: appKitConfig.projectId,
      currency: 'usd',
      chainId: caipNetworkId,
    })
    const url = `${appKitConfig.services.blockchainApi}/v1/account/${address}/balance?${query}`
    const controller = new AbortController()
    setLoaded({ state: 'loading' })
    fetch(url, { signal: controller.signal })
      .then((response) => (response.ok ? response.json() : Promise.reject(response.status)))
      .then((body: { balances?: Balance[] }) =>
        setLoaded({ state: 'done', balances: Array.isArray(body.balances) ? body.balances : [] }),
      )
      .catch(() => controller.signal.aborted || setLoaded({ state: 'error' }))
    return () => controller.abort()
  }, [address, caipNetworkId])

  if (loaded.state === 'idle') return null
  return (
    <section aria-label="Token balances" className="balances">
      <h2>Balances</h2>
      {loaded.state === 'loading' ? <p>Loading...</p> : null}
      {loaded.state === 'error' ? <p>Token Balance Unavailable</p> : null}
      {loaded.state === 'done' ? (
        <ul>
          {loaded.balances.map((balance) => (
            <li key={balance.symbol} data-testid={`balance-${balance.symbol}`}>
              {balance.quantity.numeric} {balance.symbol}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
