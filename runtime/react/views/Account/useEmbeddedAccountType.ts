import type { ChainNamespace } from '../../../../schema/index.js'
import type { AppKitState } from '../../../core/kernel.js'
import { useAppKitInstance, useStoreState } from '../../internal.js'

/** The embedded wallet's EVM account as the account hub shows it, and where it may switch to. */
export interface EmbeddedAccountType {
  type: 'eoa' | 'smartAccount'
  /** The type the switch moves to; `undefined` where no switch is possible. */
  switchTo: 'eoa' | 'smartAccount' | undefined
}

type ChainState = AppKitState['chains']

const selectType = (chains: ChainState) => chains.accounts.eip155?.preferredAccountType

// Whether the selected EVM network is one the secure site keeps a smart account on.
const selectEnabled = (chains: ChainState) => {
  const network = chains.networks.eip155
  const id = Number(network?.caipNetwork?.id)
  return network?.smartAccountEnabledNetworks.includes(id) ?? false
}

/**
 * The account type of the embedded wallet on eip155 (SPEC sections 4 and 6), `undefined` for any
 * other wallet or namespace: to the smart account only from the plain one (eoa) on a network
 * enabled for smart accounts; back to the plain one always.
 * @example const embedded = useEmbeddedAccountType(namespace); embedded?.switchTo // 'smartAccount'
 */
export function useEmbeddedAccountType(namespace: ChainNamespace): EmbeddedAccountType | undefined {
  const { stores } = useAppKitInstance()
  const embedded = useStoreState(stores.providers, (providers) => providers.eip155?.type === 'auth')
  const type = useStoreState(stores.chains, selectType)
  const enabled = useStoreState(stores.chains, selectEnabled)
  if (namespace !== 'eip155' || !embedded) return undefined
  if (type === 'smartAccount') return { type, switchTo: 'eoa' }
  if (type === 'eoa') return { type, switchTo: enabled ? 'smartAccount' : undefined }
  return undefined
}
