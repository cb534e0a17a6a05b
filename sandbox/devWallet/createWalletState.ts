import type { Address } from 'viem'
import type { DevWalletOptions } from './DevWalletOptions.js'

interface Saved {
  connected: boolean
  chainId: number
  /** The index of the account the site connected (kept with `chooseAccountOnConnect` only). */
  account: number
}

/** The dev wallet's mutable state. */
export interface WalletState {
  readonly connected: boolean
  readonly chainId: number
  readonly account: number
  readonly chains: ReadonlyMap<number, string>
  rpcUrl(): string
  update(change: Partial<Saved>): void
  addChain(chainId: number, rpcUrl: string): void
}

/**
 * The dev wallet's state: connected or not, current chain, the connected account's index, known
 * chains. Connection, chain and account are kept in the page origin's localStorage, as an extension remembers a site it connected to, so a
 * reload reconnects silently (`eth_accounts`) instead of asking again.
 * @example
 * const state = createWalletState(account.address, options)
 * state.update({ chainId: 31338 })
 */
export function createWalletState(address: Address, options: DevWalletOptions): WalletState {
  const chains = new Map<number, string>(
    Object.entries(options.chains).map(([id, url]) => [Number(id), url]),
  )
  const first = chains.keys().next().value
  const initial = options.chainId ?? first
  if (initial === undefined || !chains.has(initial)) {
    throw new Error('The sandbox wallet needs `chains`, and `chainId` must be one of them.')
  }
  const key = `appkit-sandbox-wallet:${address.toLowerCase()}`
  let saved: Saved = { connected: false, chainId: initial, account: 0 }
  try {
    const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as Partial<Saved> | null
    if (stored?.connected === true) saved.connected = true
    if (typeof stored?.chainId === 'number' && chains.has(stored.chainId))
      saved.chainId = stored.chainId
    const account = stored?.account
    if (typeof account === 'number' && Number.isSafeInteger(account) && account >= 0)
      saved.account = account
  } catch {
    // Storage blocked (sandboxed frame, privacy mode): start disconnected, as a fresh install.
  }

  return {
    get connected() {
      return saved.connected
    },
    get chainId() {
      return saved.chainId
    },
    get account() {
      return saved.account
    },
    chains,
    rpcUrl() {
      const url = chains.get(saved.chainId)
      if (!url) throw new Error(`No RPC for chain ${saved.chainId}`)
      return url
    },
    update(change) {
      saved = { ...saved, ...change }
      try {
        localStorage.setItem(key, JSON.stringify(saved))
      } catch {
        // Same as above: the state then lasts as long as the page.
      }
    },
    addChain(chainId, rpcUrl) {
      chains.set(chainId, rpcUrl)
    },
  }
}
