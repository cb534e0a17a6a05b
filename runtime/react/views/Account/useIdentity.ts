import { useEffect } from 'react'
import type { CaipNetwork } from '../../../../schema/index.js'
import { loadBlockchainApi } from '../../../core/kernel.js'
import { useAppKitInstance } from '../../internal.js'

/**
 * Looks up the account's name and avatar when the hub shows it (SPEC section 4: eip155 only and
 * never on testnets, which the lookup itself enforces) and keeps them on the account as
 * `profileName` / `profileImage`; where there is none they are cleared, so a name never outlives
 * the account or network it belongs to.
 * @example useIdentity(address, network)
 */
export function useIdentity(address: string | undefined, network: CaipNetwork | undefined): void {
  const appKit = useAppKitInstance()
  useEffect(() => {
    if (!address || !network) return
    const namespace = network.chainNamespace
    let live = true
    loadBlockchainApi()
      .then((api) => api.getIdentity(appKit, { address, caipNetwork: network }))
      .catch(() => undefined)
      .then((identity) => {
        const chains = appKit.stores.chains
        if (!live || chains.getAccount(namespace).address !== address) return
        chains.setAccount(namespace, {
          profileName: identity?.name,
          profileImage: identity?.avatar,
        })
      })
    return () => {
      live = false
    }
  }, [appKit, address, network])
}
