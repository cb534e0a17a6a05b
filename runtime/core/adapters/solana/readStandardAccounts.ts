import type { WalletAccount } from '@wallet-standard/base'
import type { SolanaNaming } from './SolanaNaming.js'

/** At most this many accounts are read from a wallet (its word is untrusted). */
const maxAccounts = 100

function isSolanaAccount(
  value: unknown,
  isAddress: SolanaNaming['isAddress'],
): value is WalletAccount {
  if (value === null || typeof value !== 'object') return false
  const { address, chains } = value as Partial<WalletAccount>
  return (
    typeof address === 'string' &&
    isAddress(address) &&
    Array.isArray(chains) &&
    chains.some((chain) => typeof chain === 'string' && chain.startsWith('solana:'))
  )
}

/**
 * The well-formed Solana accounts among what a Wallet Standard wallet reports (`wallet.accounts`,
 * a `connect` result, a `change` event), each address once: a base58 address of SPEC section 5 on
 * at least one `solana:` chain. Anything else (a non-array, accounts of other chains, malformed
 * entries) is dropped. `isAddress` is the adapter's `isSolanaAddress`.
 * @example readStandardAccounts(wallet.accounts, isSolanaAddress).map((account) => account.address)
 */
export function readStandardAccounts(
  value: unknown,
  isAddress: SolanaNaming['isAddress'],
): readonly WalletAccount[] {
  if (!Array.isArray(value)) return []
  const seen = new Set<string>()
  const accounts: WalletAccount[] = []
  for (const entry of value.slice(0, maxAccounts)) {
    if (!isSolanaAccount(entry, isAddress) || seen.has(entry.address)) continue
    seen.add(entry.address)
    accounts.push(entry)
  }
  return accounts
}
