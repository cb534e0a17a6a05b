import type { SendToken } from '../../../send/SendParameters.js'

/**
 * The smallest amount the kit sends, in satoshis: a P2PKH output below 546 sats is dust, which
 * Bitcoin Core does not relay. The kit uses the one limit for every address type (the highest),
 * so a send it accepts is relayed whatever the receiver's address.
 */
export const bitcoinDustSats = 546n

/**
 * Why `amount` of BTC cannot be sent (below `bitcoinDustSats`), or `undefined`.
 * @example checkBitcoinAmount(100n, btc) // 'Bitcoin nodes do not relay ...'
 */
export function checkBitcoinAmount(amount: bigint, _token?: SendToken): string | undefined {
  if (amount >= bitcoinDustSats) return undefined
  return `Bitcoin nodes do not relay amounts below ${bitcoinDustSats} sats (0.00000546 BTC): send at least that.`
}
