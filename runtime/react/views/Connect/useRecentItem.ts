import { useMemo } from 'react'
import { type ConnectItem, storageKeys } from '../../../core/kernel.js'
import { useAppKitInstance } from '../../internal.js'

/**
 * Whether a Connect row is a wallet the user connected with lately (the two recent wallets the
 * engine keeps). Installed wallets stay in the Installed group, and are tagged Recent here: the
 * engine records them by rdns, their connector ids change with every page load.
 * @example const isRecent = useRecentItem(); isRecent(item) // true for last time's MetaMask
 */
export function useRecentItem(): (item: ConnectItem) => boolean {
  const appKit = useAppKitInstance()
  return useMemo(() => {
    const recent = appKit.storage.get(storageKeys.recentWallets) ?? []
    const ids = new Set(recent.map((wallet) => wallet.id))
    const rdns = new Set(recent.flatMap((wallet) => (wallet.rdns ? [wallet.rdns] : [])))
    return (item: ConnectItem) => {
      if (item.kind === 'wallet') {
        return item.source === 'recent' || ids.has(item.id) || (!!item.rdns && rdns.has(item.rdns))
      }
      if (item.connector.type === 'WALLET_CONNECT') return false
      const { rdns: itemRdns } = item.connector
      return ids.has(item.connector.id) || (!!itemRdns && (rdns.has(itemRdns) || ids.has(itemRdns)))
    }
  }, [appKit])
}
