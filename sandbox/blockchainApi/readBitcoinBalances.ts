import type { BitcoinLedger } from '../bitcoin/createBitcoinLedger.js'
import { decodeRegtestAddress } from '../bitcoin/decodeRegtestAddress.js'
import type { TokenBalance } from './BlockchainApiTypes.js'
import { sandboxAssets } from './sandboxAssets.js'
import { toTokenBalance } from './toTokenBalance.js'

/** Where the stand-in reads Bitcoin balances: the sandbox's regtest ledger, in process. */
export interface BitcoinBalanceSource {
  ledger: Pick<BitcoinLedger, 'balance'>
  caipNetworkId: string
}

/**
 * The BTC balance of a regtest `address` on the sandbox ledger, confirmed plus mempool, as the
 * one entry of `/v1/account/{address}/balance` (exact decimal quantity, 8 decimals, the fixed
 * sandbox price, 100 000 USD); none when it holds nothing, as for the other chains. A non-regtest address
 * throws `InvalidBitcoinAddressError` (its message is `Invalid Bitcoin address: <why>`).
 * @example
 * await readBitcoinBalances({ ledger: bitcoin.ledger, caipNetworkId: bitcoin.caipNetworkId }, address, assetsUrl)
 * // [{ symbol: 'BTC', chainId: 'bip122:0f91...', quantity: { decimals: '8', numeric: '0.75' }, ... }]
 */
export function readBitcoinBalances(
  source: BitcoinBalanceSource,
  address: string,
  assetsUrl: string,
): TokenBalance[] {
  const canonical = decodeRegtestAddress(address).address
  const { confirmed, unconfirmed } = source.ledger.balance(canonical)
  const sats = confirmed + unconfirmed
  if (sats <= 0n) return []
  return [toTokenBalance(sandboxAssets.bitcoin, sats, source.caipNetworkId, assetsUrl)]
}
