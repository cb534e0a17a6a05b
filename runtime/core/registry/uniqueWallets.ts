import type { RegistryWallet } from './RegistryWallet.js'

/**
 * `wallets` without the ids in `seen` and without repeats: a registry page may repeat a wallet
 * listed earlier (or listed as featured), and a list keyed by id must not show it twice.
 * @example uniqueWallets(nextPage, new Set(shown.map((wallet) => wallet.id)))
 */
export function uniqueWallets(
  wallets: readonly RegistryWallet[],
  seen: ReadonlySet<string> = new Set(),
): RegistryWallet[] {
  const taken = new Set(seen)
  return wallets.filter((wallet) => !taken.has(wallet.id) && Boolean(taken.add(wallet.id)))
}
