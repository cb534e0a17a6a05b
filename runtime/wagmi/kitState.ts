import type { AppKit } from '../core/kernel.js'

/** What wagmi needs of the kit's EVM connection. */
export interface KitEvmState {
  connected: boolean
  address: `0x${string}` | undefined
  chainId: number | undefined
}

/**
 * The kit's EVM account and network, as wagmi sees them: connected only with an address and an
 * EVM chain.
 * @example const { connected, address, chainId } = readKitEvmState(appKit)
 */
export function readKitEvmState(appKit: AppKit): KitEvmState {
  const { chains } = appKit.stores
  if (!chains.getState().namespaces.includes('eip155')) {
    return { connected: false, address: undefined, chainId: undefined }
  }
  const account = chains.getAccount('eip155')
  const reference = chains.getNetwork('eip155').caipNetwork?.caipNetworkId.split(':')[1]
  const chainId = reference && /^\d+$/.test(reference) ? Number(reference) : undefined
  const address = account.address as `0x${string}` | undefined
  return { connected: account.status === 'connected' && address !== undefined, address, chainId }
}
