import type { CaipNetwork } from '../../../../../schema/index.js'
import type { SendToken } from '../../../send/SendParameters.js'
import { readEsploraBalance } from '../esplora/readEsploraBalance.js'
import { esploraUrlOf } from '../readBitcoinBalance.js'
import { assertNativeBitcoin } from './bitcoinToken.js'

/**
 * The BTC balance of `address` in satoshis, read now from the network's Esplora API: confirmed
 * and unconfirmed, what the wallet can spend (never a cached value: "Max" is computed from it).
 * @example await readBitcoinFreshBalance(network, 'bcrt1q...', btc) // 150000000n
 */
export function readBitcoinFreshBalance(
  network: CaipNetwork,
  address: string,
  token: SendToken,
): Promise<bigint> {
  assertNativeBitcoin(token)
  return readEsploraBalance(esploraUrlOf(network), address)
}
