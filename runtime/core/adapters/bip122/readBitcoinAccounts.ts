import type { BitcoinNaming } from './BitcoinNaming.js'
import type { BitcoinAccountAddress } from './BitcoinProvider.js'
import { readDistinctAccounts } from './readDistinctAccounts.js'

/** 33-byte compressed or 65-byte uncompressed keys, and 32-byte x-only (taproot) keys, in hex. */
const publicKeyPattern = /^(?:[0-9a-fA-F]{64}|[0-9a-fA-F]{66}|[0-9a-fA-F]{130})$/

/** A derivation path such as `m/84'/0'/0'/0/0`. */
const pathPattern = /^m(?:\/[0-9]{1,10}['hH]?){0,10}$/

/** WBIP004 says `ordinals`; SPEC section 3's account type, and WalletConnect, say `ordinal`. */
const purposes = new Map<unknown, BitcoinAccountAddress['purpose']>([
  ['payment', 'payment'],
  ['ordinals', 'ordinal'],
  ['ordinal', 'ordinal'],
])

function readAccount(
  entry: unknown,
  isAddress: BitcoinNaming['isAddress'],
): BitcoinAccountAddress | undefined {
  if (entry === null || typeof entry !== 'object') return undefined
  const { address, purpose, intention, publicKey, path } = entry as Record<string, unknown>
  const type = purposes.get(purpose ?? intention)
  if (typeof address !== 'string' || !isAddress(address) || !type) return undefined
  const key = publicKey === undefined || publicKey === null ? undefined : publicKey
  if (key !== undefined && (typeof key !== 'string' || !publicKeyPattern.test(key))) {
    return undefined
  }
  return {
    address,
    purpose: type,
    ...(key === undefined ? {} : { publicKey: key.toLowerCase() }),
    ...(typeof path === 'string' && pathPattern.test(path) ? { path } : {}),
  }
}

/**
 * The well-formed Bitcoin accounts among what a wallet reports (a WBIP004 `getAccounts` result or
 * `wallet_getAccount`'s `addresses`, WalletConnect's `getAccountAddresses`), each address once,
 * at most 20: an object with an address of Bitcoin's form, a purpose (`payment`, `ordinals` or
 * `ordinal`, also read from WalletConnect's `intention`) and a hex public key or none. Anything
 * else (a non-array, other purposes, a malformed key, an entry whose getters throw) is dropped.
 * @example readBitcoinAccounts(result, isBitcoinAddress).map((account) => account.address)
 */
export function readBitcoinAccounts(
  value: unknown,
  isAddress: BitcoinNaming['isAddress'],
): BitcoinAccountAddress[] {
  return readDistinctAccounts(value, (entry) => readAccount(entry, isAddress))
}
