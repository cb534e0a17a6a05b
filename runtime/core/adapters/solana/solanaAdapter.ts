// Through the kernel, as the engine's other entries reach it: one shared first-load file.
import { solanaMethods, walletConnectEvents } from '../../kernel.js'
import type { ChainAdapter } from '../ChainAdapter.js'
import { createLazyDiscovery } from '../createLazyDiscovery.js'
import { isSolanaAddress } from './isSolanaAddress.js'

/**
 * The Solana adapter: Wallet Standard wallets that have Solana features, SOL balances through
 * `@solana/web3.js`, EOA accounts, the solana methods and events of SPEC section 6. Everything
 * beyond these few lines (the Wallet Standard registry, web3.js) is fetched with `import()` only
 * when a kit with a Solana network looks for wallets or reads a balance.
 * @example createAppKit(config, { adapters: [eip155Adapter, solanaAdapter] })
 */
export const solanaAdapter: ChainAdapter = {
  namespace: 'solana',
  accountTypes: ['eoa'],
  isAddress: isSolanaAddress,
  createDiscovery(page, options) {
    return createLazyDiscovery(() =>
      import('./createSolanaDiscovery.js').then((module) =>
        module.createSolanaDiscovery(page, options),
      ),
    )
  },
  walletConnect: { methods: solanaMethods, events: walletConnectEvents },
  async readNativeBalance(_appKit, network, address) {
    const { readSolanaBalance } = await import('./readSolanaBalance.js')
    return readSolanaBalance(network, address)
  },
}
