import type { SafeStorage } from './createSafeStorage.js'
import { maxRecentWallets, type RecentWallet, storageKeys } from './storageKeys.js'

/**
 * Records a wallet as the most recent one: moved to the front, listed once, and only the newest
 * two kept (SPEC section 9). Returns the new list.
 * @example
 * addRecentWallet(storage, { id: 'metamask', name: 'MetaMask', rdns: 'io.metamask' })
 */
export function addRecentWallet(
  storage: SafeStorage,
  wallet: RecentWallet,
): readonly RecentWallet[] {
  const previous = storage.get(storageKeys.recentWallets) ?? []
  const next = [wallet, ...previous.filter((entry) => entry.id !== wallet.id)].slice(
    0,
    maxRecentWallets,
  )
  storage.set(storageKeys.recentWallets, next)
  return next
}
