import { createPublicClient, formatUnits, http, isAddress } from 'viem'
import type { AppKit } from '../AppKit.js'
import { BaseError } from '../errors/BaseError.js'

export interface FetchBalanceReturnType {
  /** The native balance, truncated (not rounded) to 3 decimals (SPEC section 9). */
  balance: string
  symbol: string
}

/** Truncates a decimal string to `decimals` places: '1.23456' -> '1.234'. */
export function truncateDecimals(value: string, decimals = 3): string {
  const [whole, fraction = ''] = value.split('.')
  const kept = fraction.slice(0, decimals).replace(/0+$/, '')
  return kept ? `${whole}.${kept}` : (whole ?? '0')
}

/**
 * Reads the native balance of the connected eip155 account from the active network's RPC.
 * @example const { balance, symbol } = await fetchBalance(appKit) // { balance: '1.234', symbol: 'ETH' }
 */
export async function fetchBalance(appKit: AppKit): Promise<FetchBalanceReturnType> {
  const { activeNamespace, accounts, networks } = appKit.stores.chains.getState()
  const address = accounts[activeNamespace]?.address
  const network = networks[activeNamespace]?.caipNetwork
  if (!address || !network) {
    throw new BaseError('No account is connected.', { code: 'NOT_CONNECTED' })
  }
  if (network.chainNamespace !== 'eip155' || !isAddress(address)) {
    throw new BaseError('Token Balance Unavailable', {
      code: 'BALANCE_UNAVAILABLE',
      details: `Balances of ${network.chainNamespace} accounts are not read here yet.`,
    })
  }
  const client = createPublicClient({
    transport: http(network.rpcUrls.default.http[0], { timeout: 10_000, retryCount: 3 }),
  })
  const wei = await client.getBalance({ address })
  const { decimals, symbol } = network.nativeCurrency
  return { balance: truncateDecimals(formatUnits(wei, decimals)), symbol }
}
