import type { NormalizedConfig } from '../../../schema/index.js'

/**
 * Whether the config hides a wallet (SPEC section 5): its rdns is in `excludeRdns`, or its name is
 * in `excludeNames`, compared case-insensitively.
 * @example
 * isWalletExcluded({ name: 'MetaMask', rdns: 'io.metamask' }, { excludeRdns: [], excludeNames: ['metamask'] }) // true
 */
export function isWalletExcluded(
  wallet: { name: string; rdns?: string | undefined },
  config: Pick<NormalizedConfig['wallets'], 'excludeRdns' | 'excludeNames'>,
): boolean {
  const rdns = wallet.rdns?.toLowerCase()
  if (rdns && config.excludeRdns.some((excluded) => excluded.toLowerCase() === rdns)) return true
  const name = wallet.name.trim().toLowerCase()
  return config.excludeNames.some((excluded) => excluded.trim().toLowerCase() === name)
}
