import { useEffect, useState } from 'react'
import { findPairingWallet, type PairingWallet, useAppKitInstance } from '../../internal.js'
import type { ViewProps } from '../ViewProps.js'
import { PairingPanel } from './PairingPanel.js'

/**
 * ConnectingWalletConnect: pairs through WalletConnect, with the generic QR code, or for the
 * wallet picked in the lists (`data.walletId`: its name, image and app links). A wallet the kit
 * has not loaded yet is asked of the registry meanwhile.
 * @example <ConnectingWalletConnectView data={{ walletId: 'metamask' }} />
 */
export function ConnectingWalletConnectView({ data }: ViewProps<'ConnectingWalletConnect'>) {
  const appKit = useAppKitInstance()
  const walletId = data?.walletId
  const [wallet, setWallet] = useState<PairingWallet | undefined>(() =>
    walletId ? findPairingWallet(appKit, walletId) : undefined,
  )
  useEffect(() => {
    if (!walletId || wallet?.id === walletId) return
    let current = true
    appKit
      .loadRegistry()
      .then((registry) => registry.getWallet(walletId))
      .then(
        () => current && setWallet(findPairingWallet(appKit, walletId)),
        () => undefined, // offline: the generic QR code still works
      )
    return () => {
      current = false
    }
  }, [appKit, walletId, wallet])
  return <PairingPanel wallet={wallet} />
}
