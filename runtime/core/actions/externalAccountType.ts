import type { ChainNamespace } from '../../../schema/index.js'
import type { AppKit } from '../AppKit.js'
import type { Connector } from '../connectors/Connector.js'
import type { AccountType } from '../state/AccountState.js'

/**
 * The type of an account a wallet brings: what its connector says (the embedded wallet knows
 * its smart account from its plain one), else what its namespace
 * adapter reads from the address (Bitcoin: a taproot address is the ordinal account, any other
 * the payment one), else the adapter's first account type (SPEC section 6: eoa for EVM and
 * Solana), else eoa.
 * @example externalAccountType(appKit, 'solana', address) // 'eoa'
 */
export function externalAccountType(
  appKit: AppKit,
  namespace: ChainNamespace,
  address: string,
  connector?: Pick<Connector, 'accountTypeOf'>,
): AccountType {
  const known = connector?.accountTypeOf?.(address)
  if (known) return known
  const adapter = appKit.adapters.get(namespace)
  return adapter?.accountTypeOf?.(address) ?? adapter?.accountTypes[0] ?? 'eoa'
}
