import type { AccountType } from '../../kernel.js'
import type { BitcoinAccountAddress } from './BitcoinProvider.js'

/**
 * `accounts` with the preferred account type's first (the config's `defaultAccountTypes.bip122`;
 * payment unless it says ordinal), each group in the wallet's order. The first is the one the kit
 * connects: a wallet that shares ordinal accounts only connects with its ordinal account.
 * @example orderBitcoinAccounts(accounts, 'ordinal')[0]?.purpose // 'ordinal', when there is one
 */
export function orderBitcoinAccounts<Account extends Pick<BitcoinAccountAddress, 'purpose'>>(
  accounts: readonly Account[],
  preferred: AccountType | undefined,
): Account[] {
  const first = preferred === 'ordinal' ? 'ordinal' : 'payment'
  return [
    ...accounts.filter((account) => account.purpose === first),
    ...accounts.filter((account) => account.purpose !== first),
  ]
}
