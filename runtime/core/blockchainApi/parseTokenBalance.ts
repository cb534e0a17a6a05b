import type { TokenBalance } from '../state/AccountState.js'
import {
  amount,
  decimalString,
  displayText,
  isRecord,
  maxNameLength,
  maxSymbolLength,
} from './readFields.js'
import { sanitizeImageUrl } from './sanitizeImageUrl.js'

// CAIP-10: a CAIP-2 chain id and an account address (hex, base58, ...).
const caip10Pattern = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/

/**
 * One entry of `GET /v1/account/{address}/balance`, validated and made safe to show, or
 * `undefined` when it is malformed, of another chain than `caipNetworkId`, or a token with
 * decimals '0' (dropped as low quality, SPEC section 5).
 * @example parseTokenBalance(body.balances[0], 'eip155:1') // { name: 'Ether', symbol: 'ETH', ... }
 */
export function parseTokenBalance(value: unknown, caipNetworkId: string): TokenBalance | undefined {
  if (!isRecord(value) || value.chainId !== caipNetworkId || !isRecord(value.quantity)) {
    return undefined
  }
  const symbol = displayText(value.symbol, maxSymbolLength)
  const name = displayText(value.name, maxNameLength) ?? symbol
  const price = amount(value.price)
  const decimals = value.quantity.decimals
  const numeric = decimalString(value.quantity.numeric)
  const worth = value.value === undefined ? undefined : amount(value.value)
  if (!symbol || !name || price === undefined || numeric === undefined) return undefined
  if (typeof decimals !== 'string' || !/^\d{1,3}$/.test(decimals) || Number(decimals) === 0) {
    return undefined
  }
  if (value.value !== undefined && worth === undefined) return undefined
  const address = value.address
  if (address !== undefined && (typeof address !== 'string' || !caip10Pattern.test(address))) {
    return undefined
  }
  return {
    name,
    symbol,
    chainId: caipNetworkId,
    ...(address === undefined ? {} : { address }),
    ...(worth === undefined ? {} : { value: worth }),
    price,
    quantity: { decimals, numeric },
    iconUrl: sanitizeImageUrl(value.iconUrl),
  }
}
