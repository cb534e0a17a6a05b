import type { ChainNamespace } from '../../../schema/index.js'
import type { AppKit } from '../AppKit.js'
import type { AccountType } from '../state/AccountState.js'

/**
 * The type of an account a wallet brings (not the embedded wallet's): its namespace adapter's
 * first account type (SPEC section 6: eoa for EVM and Solana, payment for Bitcoin), else eoa.
 * @example externalAccountType(appKit, 'solana') // 'eoa'
 */
export function externalAccountType(appKit: AppKit, namespace: ChainNamespace): AccountType {
  return appKit.adapters.get(namespace)?.accountTypes[0] ?? 'eoa'
}
