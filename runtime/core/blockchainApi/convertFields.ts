import type { CaipNetwork } from '../../../schema/index.js'
import { BaseError, isSwapNetwork } from '../kernel.js'

/** The address the convert calls name an EVM network's native currency by (in CAIP-10). */
export const nativeTokenContract = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** SPEC section 8's words for a swap call on a network without swaps. */
export type ConvertRefusal =
  | 'Network not supported for Swaps'
  | 'Network not supported for Gas Price'

const hexAddress = /^0x[0-9a-fA-F]{40}$/
// Base units: a plain non-negative integer, at most 78 digits (2^256 has 78).
const baseUnits = /^\d{1,78}$/
// A hex quantity as wallets and nodes write it, at most 256 bits.
const hexQuantity = /^0x[0-9a-fA-F]{1,64}$/
// Call data: whole bytes. 256 KB of hex is far above any router call and bounds what is sent on.
const callData = /^0x(?:[0-9a-fA-F]{2}){0,131072}$/

/**
 * Refuses a convert call before any request when `caipNetwork` is not one where the kit offers
 * swaps (`isSwapNetwork`: EVM, and in the config's `swapNetworks`).
 * @example assertSwapNetwork(appKit, network, 'Network not supported for Swaps')
 */
export function assertSwapNetwork(
  appKit: Parameters<typeof isSwapNetwork>[0],
  caipNetwork: CaipNetwork,
  shortMessage: ConvertRefusal,
): void {
  if (isSwapNetwork(appKit, caipNetwork)) return
  throw new BaseError(shortMessage, {
    code: 'CHAIN_NOT_SUPPORTED',
    details: `${caipNetwork.caipNetworkId.slice(0, 80)} is not one of the networks where swaps are offered (swapNetworks).`,
  })
}

/**
 * The CAIP-10 address of a token of `caipNetwork` (`eip155:<chain>:0x...`), checked: a malformed
 * address, or one of another chain, is refused with 'Network not supported for Swaps' before any
 * request (it would be asked about on the wrong network).
 * @example tokenOnNetwork(ethereum, 'eip155:1:0xA0b8...') // 'eip155:1:0xA0b8...'
 */
export function tokenOnNetwork(caipNetwork: CaipNetwork, caip10: string): string {
  const [namespace, reference, address, ...rest] = caip10.split(':')
  const onNetwork = `${namespace}:${reference}` === caipNetwork.caipNetworkId
  if (!onNetwork || rest.length > 0 || !hexAddress.test(address ?? '')) {
    throw new BaseError('Network not supported for Swaps', {
      code: 'CHAIN_NOT_SUPPORTED',
      details: `${caip10.slice(0, 120)} is not a token address of ${caipNetwork.caipNetworkId}.`,
    })
  }
  return caip10
}

/**
 * The CAIP-10 account of `address` on `caipNetwork`, the `userAddress` of the convert calls;
 * a malformed address is refused before any request.
 * @example accountOnNetwork(ethereum, '0x7099...79C8') // 'eip155:1:0x7099...79C8'
 */
export function accountOnNetwork(caipNetwork: CaipNetwork, address: string): string {
  if (!hexAddress.test(address)) {
    throw new BaseError('Network not supported for Swaps', {
      code: 'CHAIN_NOT_SUPPORTED',
      details: `${address.slice(0, 64)} is not an EVM address.`,
    })
  }
  return `${caipNetwork.caipNetworkId}:${address}`
}

/** Whether two CAIP-10 EVM addresses name the same token or account (hex ignores case). */
export function sameCaip10(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase()
}

/** Base units written as a decimal integer string, else `undefined`. */
export function readBaseUnits(value: unknown): bigint | undefined {
  return typeof value === 'string' && baseUnits.test(value) ? BigInt(value) : undefined
}

/**
 * A transaction quantity (gas, gas price, value): a decimal integer string or a 0x hex string,
 * else `undefined`. Numbers are refused: above 2^53 they are already wrong.
 */
export function readQuantity(value: unknown): bigint | undefined {
  if (typeof value !== 'string') return undefined
  if (hexQuantity.test(value)) return BigInt(value)
  return readBaseUnits(value)
}

/**
 * An EVM address of a built transaction, as a plain `0x` address or as CAIP-10 on `caipNetwork`,
 * else `undefined`.
 */
export function readTransactionAddress(
  value: unknown,
  caipNetwork: CaipNetwork,
): `0x${string}` | undefined {
  if (typeof value !== 'string') return undefined
  const prefix = `${caipNetwork.caipNetworkId}:`
  const address = value.startsWith(prefix) ? value.slice(prefix.length) : value
  return hexAddress.test(address) ? (address as `0x${string}`) : undefined
}

/** Call data (`0x` and whole bytes, bounded), else `undefined`. */
export function readCallData(value: unknown): `0x${string}` | undefined {
  return typeof value === 'string' && callData.test(value) ? (value as `0x${string}`) : undefined
}

/** The contract part of a CAIP-10 token address (`eip155:1:0xA0b8...` -> `0xa0b8...`), lower case. */
export function contractOf(caip10: string): string {
  return (caip10.split(':')[2] ?? '').toLowerCase()
}
