import { formatUnits } from 'viem'
import type { CaipNetwork } from '../../../../schema/index.js'
import { BaseError, truncateDecimals } from '../../kernel.js'
import type { NativeBalance } from '../ChainAdapter.js'
import { readEsploraBalance } from './esplora/readEsploraBalance.js'

/**
 * The Esplora base URL of a bip122 network: its first RPC URL (the built-in networks name
 * https://mempool.space/api), or a CHAIN_NOT_SUPPORTED error saying it has none.
 * @example const baseUrl = esploraUrlOf(network)
 */
export function esploraUrlOf(network: CaipNetwork): string {
  const url = network.rpcUrls.default.http[0]
  if (!url) {
    throw new BaseError('Chain is not supported', {
      code: 'CHAIN_NOT_SUPPORTED',
      details: `${network.caipNetworkId} has no RPC URL: a Bitcoin network needs an Esplora API URL there.`,
    })
  }
  return url
}

/**
 * The BTC balance of `address` on `network`, confirmed and unconfirmed (what it can spend), read
 * from the network's Esplora API (`esploraUrlOf`), truncated to 3 decimals (SPEC section 9).
 * @example await readBitcoinBalance(network, 'bcrt1q...') // { balance: '1.5', symbol: 'BTC' }
 */
export async function readBitcoinBalance(
  network: CaipNetwork,
  address: string,
): Promise<NativeBalance> {
  const sats = await readEsploraBalance(esploraUrlOf(network), address)
  const { decimals, symbol } = network.nativeCurrency
  return { balance: truncateDecimals(formatUnits(sats, decimals)), symbol }
}
