import type { WalletAccount } from '@wallet-standard/base'
import type { BitcoinNaming } from './BitcoinNaming.js'
import type { BitcoinAccountAddress } from './BitcoinProvider.js'
import { readDistinctAccounts } from './readDistinctAccounts.js'

/** A Wallet Standard account the kit uses, with what `getAccountAddresses` says of it. */
export interface StandardBitcoinAccount extends BitcoinAccountAddress {
  /** The wallet's own object, handed back to its features. */
  account: WalletAccount
}

/** Taproot (bech32m, witness version 1: `bc1p`, `tb1p`, `bcrt1p`) addresses hold ordinals. */
const taproot = /^(?:bc|tb|bcrt)1p/i

function toHex(bytes: unknown): string | undefined {
  if (!(bytes instanceof Uint8Array) || ![32, 33].includes(bytes.length)) return undefined
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

function readAccount(
  entry: unknown,
  isAddress: BitcoinNaming['isAddress'],
): StandardBitcoinAccount | undefined {
  if (entry === null || typeof entry !== 'object') return undefined
  const account = entry as WalletAccount
  const { address, chains, publicKey } = account
  if (typeof address !== 'string' || !isAddress(address)) return undefined
  // A multi-chain wallet lists all its accounts: one on other chains only is not Bitcoin's.
  if (
    Array.isArray(chains) &&
    chains.length > 0 &&
    !chains.some((chain) => typeof chain === 'string' && chain.startsWith('bitcoin:'))
  ) {
    return undefined
  }
  const key = toHex(publicKey)
  return {
    account,
    address,
    purpose: taproot.test(address) ? 'ordinal' : 'payment',
    ...(key ? { publicKey: key } : {}),
  }
}

/**
 * The well-formed Bitcoin accounts among what a Wallet Standard wallet reports (a
 * `bitcoin:connect` result, `wallet.accounts`, a `change` event), each address once, at most 20,
 * with their purpose by address type: taproot (P2TR) is `ordinal`, any other `payment`. Anything
 * else (a non-array, an account of other chains only, entries whose getters throw) is dropped.
 * @example readStandardBitcoinAccounts(result.accounts, isBitcoinAddress).map((a) => a.address)
 */
export function readStandardBitcoinAccounts(
  value: unknown,
  isAddress: BitcoinNaming['isAddress'],
): StandardBitcoinAccount[] {
  return readDistinctAccounts(value, (entry) => readAccount(entry, isAddress))
}
