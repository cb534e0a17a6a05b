import { useEffect, useState } from 'react'
import type { CaipNetwork } from '../../../../schema/index.js'
import { loadBlockchainApi } from '../../../core/kernel.js'
import { useAppKitInstance } from '../../internal.js'
import { useLazyModule } from './useLazyModule.js'

/**
 * Whether the name lookup of `address` on `network` has answered (with a name, none, or a
 * failure). The account sync runs that lookup; asking here joins the same cached request, so
 * the hub does not offer 'Choose a name' to an account whose name is still on its way.
 * @example const answered = useIdentityAnswered(address, network)
 */
export function useIdentityAnswered(address: string, network: CaipNetwork | undefined): boolean {
  const appKit = useAppKitInstance()
  const { module: api } = useLazyModule(loadBlockchainApi)
  const key = `${address} ${network?.caipNetworkId ?? ''}`
  const [answered, setAnswered] = useState<string | undefined>(undefined)
  useEffect(() => {
    if (!api || !network) return
    let live = true
    api
      .getIdentity(appKit, { address, caipNetwork: network })
      .catch(() => undefined)
      .then(() => live && setAnswered(key))
    return () => {
      live = false
    }
  }, [api, appKit, address, network, key])
  return answered === key
}
