import type { TokenBalance } from '../state/AccountState.js'

/**
 * The contract (EVM) or mint (Solana) of a token row: the last part of its CAIP-10 `address`
 * (`eip155:1:0x...`, `solana:<ref>:<mint>`), or `undefined` for the native currency.
 * @example tokenContract({ address: 'eip155:1:0xA0b8...' }) // '0xA0b8...'
 */
export function tokenContract(token: Pick<TokenBalance, 'address'>): string | undefined {
  if (token.address === undefined || token.address === '') return undefined
  const parts = token.address.split(':')
  // A bare address (no CAIP prefix) is taken as it is, as some balance APIs send it.
  return parts.length === 3 ? parts[2] : token.address
}
