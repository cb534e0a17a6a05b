import {
  eip155Methods,
  walletConnectEvents,
} from '../../connectors/walletConnect/walletConnectNamespaces.js'
import type { ChainAdapter } from '../ChainAdapter.js'
import { createEip155Discovery } from './createEip155Discovery.js'

const addressPattern = /^0x[0-9a-fA-F]{40}$/

/**
 * The EVM adapter: EIP-6963 and injected wallets, `eth_getBalance` through viem's transports
 * (loaded with `import()` on the first read), EOA and smart accounts, the eip155 methods and events
 * of SPEC section 6, native and ERC20 sends and EIP-4361 sign-in (each loaded on first use). The
 * embedded wallet's eip155 side is the login's own, not a hook of the adapter.
 * @example createAppKit(config, { adapters: [eip155Adapter] })
 */
export const eip155Adapter: ChainAdapter = {
  namespace: 'eip155',
  accountTypes: ['eoa', 'smartAccount'],
  isAddress: (value) => addressPattern.test(value),
  createDiscovery: createEip155Discovery,
  walletConnect: { methods: eip155Methods, events: walletConnectEvents },
  async readNativeBalance(appKit, network, address) {
    const { readNativeBalance } = await import('./readNativeBalance.js')
    return readNativeBalance(appKit, network, address as `0x${string}`)
  },
  // Each loads a module whose exports are the hook's contract.
  send: () => import('./send/eip155Send.js'),
  siwx: () => import('./eip155Siwx.js'),
}
